import { fromPromise } from 'xstate'
import { type Language, type TextKey, translate } from '../../domain/i18n'
import { type LoanAlert, loanAlertFigures } from '../../domain/lending/loanAlert'

/** The localStorage key holding the wish to be notified about the loan ('true' while it stands). */
export const loanNotifyKey = 'loanAlertNotify'

/** What the browser and this device say about loan notifications. */
export type NotifyConsent = {
  /** The browser has the Notification API. */
  supported: boolean
  permission: NotificationPermission
  /** The user asked for them here (and has not turned them off since). */
  wanted: boolean
}

function readWanted(): boolean {
  try {
    return globalThis.localStorage?.getItem(loanNotifyKey) === 'true'
  } catch {
    return false
  }
}

function writeWanted(wanted: boolean) {
  try {
    if (wanted) globalThis.localStorage?.setItem(loanNotifyKey, 'true')
    else globalThis.localStorage?.removeItem(loanNotifyKey)
  } catch (error) {
    console.warn('[loan alert] could not store the notification wish', error)
  }
}

const api = () => (typeof Notification === 'undefined' ? null : Notification)

/** The language the page is shown in, as AppFrame writes it on <html lang>. */
const pageLanguage = (): Language =>
  globalThis.document?.documentElement.lang.startsWith('en') ? 'en' : 'es'

/**
 * The notification's title and body for an alert, in a language: the level's heading, then the health factor
 * and, when there is one, the price of the main collateral that liquidates it.
 */
export function notificationText(alert: LoanAlert, language: Language): { title: string; body: string } {
  const figures = loanAlertFigures(alert, language)
  const t = (key: TextKey, values?: Record<string, string>) => translate(language, key, values)
  const title = t(alert.level === 'critical' ? 'loanAlert.notify.critical' : 'loanAlert.notify.warning')
  const body =
    figures.price && figures.asset
      ? t('loanAlert.notify.body', {
          healthFactor: figures.healthFactor,
          asset: figures.asset,
          price: figures.price,
        })
      : t('loanAlert.notify.bodyNoPrice', { healthFactor: figures.healthFactor })
  return { title, body }
}

/**
 * The loan warning's I/O: the browser's Notification API and the wish kept in localStorage. Tests replace
 * each with `loanAlertMachine.provide({ actors })`.
 */
export const loanAlertActors = {
  readConsent: fromPromise<NotifyConsent>(async () => {
    const N = api()
    return { supported: N !== null, permission: N?.permission ?? 'denied', wanted: readWanted() }
  }),
  /** Asks the browser (its own prompt, only from the user's click); a yes is remembered on this device. */
  requestPermission: fromPromise<NotificationPermission>(async () => {
    const N = api()
    if (!N) return 'denied'
    const permission = N.permission === 'granted' ? 'granted' : await N.requestPermission()
    if (permission === 'granted') writeWanted(true)
    return permission
  }),
  forgetConsent: fromPromise<void>(async () => writeWanted(false)),
  /**
   * One notification for one crossing. Its tag (one per level) makes a second tab's notice of the same crossing
   * replace this one instead of stacking; a click brings the app's tab forward, where the banner leads to /loans.
   */
  notify: fromPromise<void, { alert: LoanAlert }>(async ({ input }) => {
    const N = api()
    if (N?.permission !== 'granted') return
    const { title, body } = notificationText(input.alert, pageLanguage())
    const notification = new N(title, {
      body,
      tag: `billetera-loan-${input.alert.level}`,
      icon: '/favicon.svg',
    })
    notification.onclick = () => {
      globalThis.focus?.()
      notification.close()
    }
  }),
}

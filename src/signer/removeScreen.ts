import { signerRemove as en } from '../domain/i18n/en/signerRemove'
import { signerRemove as es } from '../domain/i18n/es/signerRemove'
import { REMOVE_HOOK, REMOVED, type SignerLook } from '../domain/signer/origins'
import {
  LEFTOVERS,
  LEFTOVERS_ASK,
  LEFTOVERS_SEALED,
  type SignerLeftoversSealed,
  type SignerRemovedSealed,
} from '../domain/signer/removal'
import { readRecord } from '../workers/vault/record'
import { withAddress } from './addressText'
import { mayAct, watchKeys, watchShown } from './consent'
import { notYet } from './notYet'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './remove.css'

type Remove = (
  action: 'signout' | 'forget',
  password: string,
  legacy: string[],
  onSealed: (sealed: number[]) => void,
) => Promise<number[]>

/**
 * Cerrar sesión and Borrar datos, in the signer's own page (docs/signer-plan.md step 4): what the action does,
 * the wallet's password and the action's button. The password goes to the signer page that holds the key worker
 * (its own port); the app's channel refuses `signOut` and `forget`, so no script of the app's page reads the
 * password or removes the wallet. The app hears only that it was done (REMOVED) and moves on; it keeps its
 * question, the wallets it names and Cancelar around this frame.
 *
 * Opened as `?screen=signout&aside=create` it is Crear billetera's set-aside on /welcome (a wallet stored, the
 * person creating another): log out's action, the stored wallet set aside into Billeteras anteriores (an earlier
 * version's plaintext leftovers sealed first), with the wallet named as the signer's storage holds it, never as
 * the app says.
 */
export function showRemove(
  app: string,
  parent: Window,
  look: SignerLook,
  action: 'signout' | 'forget',
): void {
  const t = look.language === 'en' ? en : es
  // Crear billetera over a stored wallet: log out's action under the set-aside's texts.
  const aside = action === 'signout' && new URLSearchParams(location.search).get('aside') === 'create'
  const texts = aside ? 'aside' : action
  applyLook(look, t[`remove.${texts}.frameTitle`])
  const remove = findSiblingHook<Remove>(parent, REMOVE_HOOK)

  const what = el('p', { id: 'remove-what' }, aside ? '' : t[`remove.${action}.what`])
  const typed = passwordField('remove-password', 'remove-error', true)
  const { field: password } = typed
  const act = el('button', { type: 'submit' }, t[`remove.${texts}.button`])
  const form = el(
    'form',
    { 'aria-describedby': 'remove-what', novalidate: '' },
    el('label', { for: 'remove-password' }, t[aside ? 'remove.aside.password' : 'remove.password']),
    password,
    typed.error,
    act,
  )
  if (aside) {
    // The wallet set aside, as this origin's storage holds it (the app's page cannot write it): named first.
    act.disabled = true
    void readRecord().then(
      (record) => {
        what.replaceChildren(
          ...(record ? withAddress(t['remove.aside.what'], record.address) : [t['remove.aside.none']]),
        )
        act.disabled = false
      },
      () => {
        what.textContent = t['remove.failed']
      },
    )
  }
  const main = el('main', { class: 'remove' }, what, form)
  document.body.replaceChildren(main)
  // Deleting or setting the wallet aside acts only on a gesture meant for this frame (consent.ts): shown as
  // drawn, and a key only once the person moved in.
  // The button looks off until then (aria-disabled: it still takes the focus), as the review's Confirmar does.
  const looks = () => act.setAttribute('aria-disabled', String(shown() === 'hidden' || shown() === 'showing'))
  const shown = watchShown(main, looks)
  looks()
  const keys = watchKeys(main, { shown })

  // Log out (and the set-aside) seals an earlier version's plaintext wallets first: the app hands them over
  // (never a password).
  // The app's answer, once: asked as the screen is drawn, and again at the button if that ask found no listener
  // yet (a loaded phone), so log out never goes on without them.
  let legacy: string[] | undefined
  let answered: () => void = () => {}
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; wallets?: unknown } | null
    if (event.origin !== app || event.source !== parent || data?.type !== LEFTOVERS) return
    legacy = Array.isArray(data.wallets) ? data.wallets.filter((w): w is string => typeof w === 'string') : []
    answered()
  })
  const ask = () => parent.postMessage({ type: LEFTOVERS_ASK }, app)
  const leftovers = (): Promise<string[]> =>
    action !== 'signout' || legacy
      ? Promise.resolve(legacy ?? [])
      : new Promise((resolve) => {
          answered = () => resolve(legacy ?? [])
          ask()
        })
  if (action === 'signout') ask()
  const sealedNow = (sealed: number[]) =>
    parent.postMessage({ type: LEFTOVERS_SEALED, sealed } satisfies SignerLeftoversSealed, app)

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!remove || act.getAttribute('aria-busy')) return
    if (password.value === '') {
      password.setAttribute('aria-invalid', 'true')
      password.focus()
      return
    }
    if (!mayAct(event, keys, shown)) {
      typed.error.textContent = notYet(look.language)
      return
    }
    const given = takePassword(typed)
    act.setAttribute('aria-busy', 'true')
    act.disabled = true
    leftovers()
      .then((wallets) => remove(action, given, wallets, sealedNow))
      .then(
        (sealed) => parent.postMessage({ type: REMOVED, action, sealed } satisfies SignerRemovedSealed, app),
        (failed: unknown) => {
          act.removeAttribute('aria-busy')
          act.disabled = false
          const wrong = (failed as { name?: unknown } | null)?.name === 'WrongPasswordError'
          const wrongText = aside ? 'remove.aside.wrongPassword' : 'remove.wrongPassword'
          sayWrong(typed, t[wrong ? wrongText : 'remove.failed'])
        },
      )
  })

  passEscape(app, parent)
  postHeight(main, app, parent)
}

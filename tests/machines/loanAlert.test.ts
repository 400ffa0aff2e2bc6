import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { loadLanguage } from '../../src/domain/i18n'
import {
  crossedDown,
  type LoanAlert,
  type LoanAlertInput,
  type LoanAlertLevel,
  loanAlertOf,
  WAD,
} from '../../src/domain/lending'
import {
  loanAlertActors,
  loanNotifyKey,
  type NotifyConsent,
  notificationText,
} from '../../src/machines/lending/loanAlertActors'
import {
  bannerOf,
  type LoanAlertEvent,
  loanAlertMachine,
  watchesWhileHidden,
} from '../../src/machines/lending/loanAlertMachine'

const E8 = 10n ** 8n

/** 1 WETH at $3 000 (LT 82.5 %) against `debtUsdc` USDC, with the health factor the pool would report. */
function position(healthFactor: bigint, debtUsdc = 2_000n): LoanAlertInput {
  return {
    account: { healthFactor, totalDebtBase: debtUsdc * E8 },
    reserves: [
      {
        asset: 'WETH',
        decimals: 18,
        priceBase: 3_000n * E8,
        liquidationThresholdBps: 8_250n,
        liquidationBonusBps: 10_500n,
        supplied: 10n ** 18n,
        collateral: true,
        debt: 0n,
      },
      {
        asset: 'USDC',
        decimals: 6,
        priceBase: E8,
        liquidationThresholdBps: 7_800n,
        liquidationBonusBps: 10_450n,
        supplied: 0n,
        collateral: false,
        debt: debtUsdc * 10n ** 6n,
      },
    ],
  }
}
const at = { none: 2n * WAD, warning: (13n * WAD) / 10n, critical: (11n * WAD) / 10n } as const
const move = (level: keyof typeof at): LoanAlertEvent => ({
  type: 'position.change',
  position: position(at[level]),
})

/** The machine with its browser I/O held still: the test sends the answers; notifications are recorded. */
function stubbed(notified: LoanAlert[]) {
  const never = () => new Promise<never>(() => {})
  return loanAlertMachine.provide({
    actors: {
      readConsent: fromPromise<NotifyConsent>(never),
      requestPermission: fromPromise<NotificationPermission>(never),
      forgetConsent: fromPromise<void>(never),
      notify: fromPromise<void, { alert: LoanAlert }>(async ({ input }) => {
        notified.push(input.alert)
      }),
      watchVisibility: fromCallback(() => {}),
    },
  })
}

const consent = (permission: NotificationPermission, wanted: boolean, supported = true) =>
  ({ type: 'xstate.done.actor.readConsent', output: { supported, permission, wanted } }) as never
const answer = (permission: NotificationPermission) =>
  ({ type: 'xstate.done.actor.requestPermission', output: permission }) as never

const events: LoanAlertEvent[] = [
  move('none'),
  move('warning'),
  move('critical'),
  { type: 'position.reset' },
  { type: 'banner.dismiss' },
  { type: 'visibility.hidden' },
  { type: 'visibility.visible' },
  { type: 'notify.enable' },
  { type: 'notify.disable' },
  consent('default', false),
  consent('granted', true),
  consent('denied', false),
  consent('denied', false, false),
  answer('granted'),
  answer('denied'),
  answer('default'),
  { type: 'xstate.done.actor.forgetConsent' } as never,
]

const levelOfEvent = (e: LoanAlertEvent): LoanAlertLevel | null =>
  e.type === 'position.change' ? loanAlertOf(e.position).level : null

describe('loanAlertMachine, model-based: the banner and the notifications a user gets', () => {
  const paths = getShortestPaths(stubbed([]), {
    events,
    serializeEvent: (e) => JSON.stringify(e, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
    serializeState: (s) =>
      `${JSON.stringify(s.value)}|${s.context.hidden}|${s.context.dismissed}|${s.context.alert?.level}`,
  })

  it('reaches every level with every consent state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const level of ['unknown', 'none', 'warning', 'critical'])
      for (const notifications of ['checking', 'unsupported', 'off', 'asking', 'on', 'turningOff', 'denied'])
        expect(reached).toContain(JSON.stringify({ level, notifications }))
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`${JSON.stringify(path.state.value)} by ${route}`, () => {
      const notified: LoanAlert[] = []
      const actor = createActor(stubbed(notified)).start()
      // What the user should see, worked out from the spec, not from the machine: the level of the last read
      // (none before one), a warning hidden once put away until the level changes, a critical one always;
      // one notification per crossing downwards seen between two reads, only in a hidden tab with consent.
      let known: LoanAlertLevel | null = null
      let hidden = false
      let dismissed = false
      const expected: LoanAlertLevel[] = []
      for (const step of path.steps) {
        const consenting = actor.getSnapshot().matches({ notifications: 'on' })
        actor.send(step.event)
        const e = step.event
        const next = levelOfEvent(e)
        if (e.type === 'visibility.hidden') hidden = true
        if (e.type === 'visibility.visible') hidden = false
        if (e.type === 'banner.dismiss' && known === 'warning') dismissed = true
        if (e.type === 'position.reset') {
          known = null
          dismissed = false
        }
        if (next) {
          if (known !== null && crossedDown(known, next) && hidden && consenting) expected.push(next)
          if (next !== known) dismissed = false
          known = next
        }
        const banner = known === 'critical' || (known === 'warning' && !dismissed) ? known : null
        expect(bannerOf(actor.getSnapshot())?.level ?? null).toBe(banner)
        expect(notified.map((a) => a.level)).toEqual(expected)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('loanAlertMachine: crossings', () => {
  function watching() {
    const notified: LoanAlert[] = []
    const actor = createActor(stubbed(notified)).start()
    actor.send(consent('granted', true))
    return { actor, notified }
  }

  it('the first read is not a crossing, even hidden: only a change seen between reads is', () => {
    const { actor, notified } = watching()
    actor.send({ type: 'visibility.hidden' })
    actor.send(move('critical'))
    expect(notified).toEqual([])
    expect(bannerOf(actor.getSnapshot())?.level).toBe('critical')
  })

  it('≥ 1.5 → < 1.5 → < 1.2 in a hidden tab: one notification each, none for reads that stay, none going up', () => {
    const { actor, notified } = watching()
    actor.send(move('none'))
    actor.send({ type: 'visibility.hidden' })
    actor.send(move('warning'))
    actor.send({ type: 'position.change', position: position((14n * WAD) / 10n) })
    actor.send({ type: 'position.change', position: position((13n * WAD) / 10n) })
    actor.send(move('critical'))
    actor.send(move('critical'))
    actor.send(move('warning'))
    actor.send(move('none'))
    expect(notified.map((a) => [a.level, a.healthFactor])).toEqual([
      ['warning', at.warning],
      ['critical', at.critical],
    ])
    // Back down again: a new crossing, told again.
    actor.send(move('critical'))
    expect(notified.map((a) => a.level)).toEqual(['warning', 'critical', 'critical'])
  })

  it('nothing while the tab is in view (the banner tells), nor without consent', () => {
    const { actor, notified } = watching()
    actor.send(move('none'))
    actor.send(move('critical'))
    expect(notified).toEqual([])
    const other = createActor(stubbed(notified)).start()
    other.send(consent('default', false))
    other.send({ type: 'visibility.hidden' })
    other.send(move('none'))
    other.send(move('critical'))
    expect(notified).toEqual([])
  })

  it('a warning can be put away for the session; a critical one cannot; a new warning shows again', () => {
    const { actor } = watching()
    actor.send(move('warning'))
    actor.send({ type: 'banner.dismiss' })
    expect(bannerOf(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'position.change', position: position((14n * WAD) / 10n) })
    expect(bannerOf(actor.getSnapshot())).toBeNull()
    actor.send(move('critical'))
    actor.send({ type: 'banner.dismiss' })
    expect(bannerOf(actor.getSnapshot())?.level).toBe('critical')
    actor.send(move('none'))
    actor.send(move('warning'))
    expect(bannerOf(actor.getSnapshot())?.level).toBe('warning')
  })

  it('asks for balances in a hidden tab only while a loan is open and the user consented', () => {
    const { actor } = watching()
    expect(watchesWhileHidden(actor.getSnapshot())).toBe(false)
    actor.send(move('none'))
    expect(watchesWhileHidden(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'position.change', position: position(2n ** 256n - 1n, 0n) })
    expect(watchesWhileHidden(actor.getSnapshot())).toBe(false)
    actor.send(move('warning'))
    actor.send({ type: 'notify.disable' })
    expect(watchesWhileHidden(actor.getSnapshot())).toBe(false)
  })
})

/** A Map-backed localStorage, so the real actors' reads and writes run in node. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A stand-in for the browser's Notification: a permission, a prompt's answer, and what was shown. */
function fakeNotification(permission: NotificationPermission, prompt: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions }[] = []
  class FakeNotification {
    static permission = permission
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = prompt
      return prompt
    })
    onclick: (() => void) | null = null
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options })
    }
    close() {}
  }
  return { FakeNotification, shown }
}

describe('loanAlertMachine with its real actors (the browser API stood in for)', () => {
  beforeAll(async () => {
    await loadLanguage('es', 'more')
    await loadLanguage('en', 'more')
  })
  afterEach(() => vi.unstubAllGlobals())
  const live = loanAlertMachine.provide({ actors: { watchVisibility: fromCallback(() => {}) } })
  /** Until the browser's answer (or the stored wish) has been read. */
  const settled = (actor: ReturnType<typeof createActor<typeof live>>) =>
    waitFor(
      actor,
      (s) => !(['checking', 'asking', 'turningOff'] as const).some((n) => s.matches({ notifications: n })),
    )

  it('"Avisarme": asks the browser once, remembers the yes on this device, and forgets it when turned off', async () => {
    const storage = memoryStorage()
    const { FakeNotification } = fakeNotification('default', 'granted')
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('Notification', FakeNotification)
    const actor = createActor(live).start()
    await settled(actor)
    expect(actor.getSnapshot().matches({ notifications: 'off' })).toBe(true)
    actor.send({ type: 'notify.enable' })
    await settled(actor)
    expect(actor.getSnapshot().matches({ notifications: 'on' })).toBe(true)
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
    expect(storage.getItem(loanNotifyKey)).toBe('true')
    // The next session (a new portfolio after unlocking) starts on without asking again.
    const later = createActor(live).start()
    await settled(later)
    expect(later.getSnapshot().matches({ notifications: 'on' })).toBe(true)
    later.send({ type: 'notify.disable' })
    await settled(later)
    expect(later.getSnapshot().matches({ notifications: 'off' })).toBe(true)
    expect(storage.getItem(loanNotifyKey)).toBeNull()
  })

  it('a refusal is kept as the browser keeps it; no Notification API at all is said so', async () => {
    vi.stubGlobal('localStorage', memoryStorage())
    vi.stubGlobal('Notification', fakeNotification('default', 'denied').FakeNotification)
    const actor = createActor(live).start()
    await settled(actor)
    actor.send({ type: 'notify.enable' })
    await settled(actor)
    expect(actor.getSnapshot().matches({ notifications: 'denied' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'notify.enable' })).toBe(false)
    vi.stubGlobal('Notification', undefined)
    const bare = createActor(live).start()
    await settled(bare)
    expect(bare.getSnapshot().matches({ notifications: 'unsupported' })).toBe(true)
  })

  it('the notification says the level, the health factor and the liquidation price, in the page’s language', async () => {
    const alert = loanAlertOf(position((11n * WAD) / 10n, 2_100n))
    expect(notificationText(alert, 'es')).toEqual({
      title: 'Tu préstamo corre riesgo de liquidación',
      body: 'Factor de salud 1,10. Tu garantía se puede liquidar si ETH baja a US$ 2.545,46. Abrí Billetera para pagar o sumar garantía.',
    })
    expect(notificationText({ ...alert, level: 'warning' }, 'en')).toEqual({
      title: 'Your loan is getting close to liquidation',
      body: 'Health factor 1.10. Your collateral can be liquidated if ETH falls to $2,545.46. Open Billetera to repay or add collateral.',
    })
    const { FakeNotification, shown } = fakeNotification('granted', 'granted')
    vi.stubGlobal('Notification', FakeNotification)
    const notify = createActor(loanAlertActors.notify, { input: { alert } }).start()
    await new Promise<void>((resolve) => notify.subscribe({ complete: resolve }))
    expect(shown).toEqual([
      {
        title: 'Tu préstamo corre riesgo de liquidación',
        options: expect.objectContaining({ tag: 'billetera-loan-critical' }),
      },
    ])
  })
})

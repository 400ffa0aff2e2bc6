import { describe, expect, it } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, SimulatedClock, setup, waitFor } from 'xstate'
import type { ActivityUpdate } from '../../src/chain/activity/trackActivity'
import type { PesoQuote } from '../../src/chain/inflation/getDollarQuote'
import type { InflationFigure } from '../../src/chain/inflation/getInflation'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import type { Prices } from '../../src/chain/prices/types'
import type { LoanPosition } from '../../src/chain/protocols/aavePosition'
import type { HealthInput } from '../../src/domain/health/types'
import type { DollarKind } from '../../src/domain/pesos/dollarKinds'
import { dollarQuoteMachine, pesoQuoteOf } from '../../src/machines/home/dollarQuoteMachine'
import { faucetMachine } from '../../src/machines/home/faucetMachine'
import { gasMachine } from '../../src/machines/home/gasMachine'
import { healthMachine } from '../../src/machines/home/healthMachine'
import { historyMachine } from '../../src/machines/home/historyMachine'
import { inflationMachine } from '../../src/machines/home/inflationMachine'
import { networkSwitchMachine } from '../../src/machines/home/networkSwitchMachine'
import {
  LOAN_REFRESH_DELAY_MS,
  type PortfolioEvent,
  portfolioMachine,
} from '../../src/machines/home/portfolioMachine'
import { pricesMachine } from '../../src/machines/home/pricesMachine'
import type { NotifyConsent } from '../../src/machines/lending/loanAlertActors'
import { loanAlertMachine } from '../../src/machines/lending/loanAlertMachine'
import { clockMachine } from '../../src/machines/shared/clockMachine'
import { pendingWatchMachine } from '../../src/machines/write/pendingWatchMachine'

const ALICE = '0x00000000000000000000000000000000000a11ce'
const BOB = '0x0000000000000000000000000000000000000b0b'
const noVisibility = fromCallback(() => {}) as never

/** A session with just what the portfolio reads (address, balances) and the refreshes it is asked for. */
const fakeSession = setup({
  types: {
    context: {} as {
      address: string | null
      balances: Record<string, bigint>
      loan: LoanPosition | null
      refreshes: number
      watchHidden: boolean[]
    },
    events: {} as
      | { type: 'set'; address: string; balances: Record<string, bigint> }
      | { type: 'loan'; loan: LoanPosition | null }
      | { type: 'session.refresh' }
      | { type: 'balances.watchHidden'; on: boolean },
  },
}).createMachine({
  context: { address: ALICE, balances: { USDC: 1_500_000n }, loan: null, refreshes: 0, watchHidden: [] },
  on: {
    set: { actions: assign(({ event }) => ({ address: event.address, balances: event.balances })) },
    loan: { actions: assign(({ event }) => ({ loan: event.loan })) },
    'session.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) },
    'balances.watchHidden': {
      actions: assign({ watchHidden: ({ context, event }) => [...context.watchHidden, event.on] }),
    },
  },
})

/** A loan as home's read gives it: 1 WETH at $3 000 (LT 82.5 %) against `debtUsdc` USDC. */
function loanOf(healthFactor: bigint, debtUsdc = 2_000n): LoanPosition {
  const reserve = { token: ALICE, ltvBps: 8_000n, liquidationBonusBps: 10_500n, variableDebt: 0n } as const
  return {
    poolMissing: false,
    blockNumber: 1n,
    account: {
      totalCollateralBase: 3_000n * 10n ** 8n,
      totalDebtBase: debtUsdc * 10n ** 8n,
      availableBorrowsBase: 0n,
      currentLiquidationThreshold: 8_250n,
      ltv: 8_000n,
      healthFactor,
    },
    reserves: [
      {
        ...reserve,
        asset: 'WETH',
        decimals: 18,
        priceBase: 3_000n * 10n ** 8n,
        liquidationThresholdBps: 8_250n,
        supplied: 10n ** 18n,
        collateral: true,
        debt: 0n,
      },
      {
        ...reserve,
        asset: 'USDC',
        decimals: 6,
        priceBase: 10n ** 8n,
        liquidationThresholdBps: 7_800n,
        supplied: 0n,
        collateral: false,
        debt: debtUsdc * 10n ** 6n,
        variableDebt: debtUsdc * 10n ** 6n,
      },
    ],
  }
}

/** The app's preferences as the portfolio reads them: the dólar for pesos, which Settings (or a tab) changes. */
const fakePreferences = setup({
  types: {
    context: {} as { dollar: DollarKind },
    events: {} as { type: 'dollar.set'; dollar: DollarKind },
  },
}).createMachine({
  context: { dollar: 'cripto' },
  on: { 'dollar.set': { actions: assign({ dollar: ({ event }) => event.dollar }) } },
})

const quoteOf = (casa: DollarKind): PesoQuote => ({
  casa,
  sell: { bolsa: 1468, cripto: 1520, oficial: 1450, blue: 1435 }[casa],
  date: '2025-09-30',
  source: 'ArgentinaDatos',
  fetchedAt: 0,
  rise12m: null,
  yearAverages: {},
})

function setUp(options: { clock?: SimulatedClock } = {}) {
  const calls = {
    gas: [] as string[],
    history: [] as string[],
    health: [] as HealthInput[],
    activity: 0,
    pendingReads: [] as string[],
    dollars: [] as DollarKind[],
    inflation: 0,
  }
  /** The activity store as the pending watcher reads it. */
  let activity: ActivityEntry[] = []
  let activityChanged: () => void = () => {}
  const quotes = { USDC: { price: 1, change24h: 0 }, ETH: { price: 3000, change24h: 2 } }
  const machine = portfolioMachine.provide({
    actors: {
      prices: pricesMachine.provide({
        actors: {
          load: fromPromise(async () => ({ quotes, source: 'defaults', fetchedAt: 0 }) as unknown as Prices),
          watchVisibility: noVisibility,
        },
      }),
      gas: gasMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            calls.gas.push(input.network)
            return { slow: 1, standard: 2, fast: 3 } as never
          }),
          watchVisibility: noVisibility,
        },
      }),
      history: historyMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            calls.history.push(input.address)
            return []
          }),
          watchVisibility: noVisibility,
        },
      }),
      health: healthMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            calls.health.push(input)
            return { score: 50 } as never
          }),
          watchVisibility: noVisibility,
        },
      }),
      inflation: inflationMachine.provide({
        actors: {
          load: fromPromise<InflationFigure, null>(async () => {
            calls.inflation += 1
            return { kind: 'live', source: 'worldBank', rate: 2.1988, date: '2024' }
          }),
          watchVisibility: noVisibility,
        },
      }),
      networkSwitch: networkSwitchMachine.provide({
        actors: { switchNetwork: fromPromise(async () => 'app' as const) as never },
      }),
      pendingWatch: pendingWatchMachine.provide({
        actors: {
          readActivity: fromPromise(async ({ input }: { input: { address: `0x${string}` } }) => {
            calls.pendingReads.push(input.address)
            return activity
          }),
          lookAtPending: fromPromise(async (): Promise<ActivityUpdate[]> => []),
          leadWatch: fromCallback(() => {}),
          watchVisibility: noVisibility,
        },
      }),
      clock: clockMachine.provide({ actors: { watchVisibility: noVisibility } }),
      dollarQuote: dollarQuoteMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            calls.dollars.push(input.casa)
            return quoteOf(input.casa)
          }),
          watchVisibility: noVisibility,
        },
      }),
      faucet: faucetMachine.provide({ actors: { fundWallet: fromPromise(async () => {}) } }),
      // The user said yes to notifications earlier; the tab stays in view.
      loanAlert: loanAlertMachine.provide({
        actors: {
          readConsent: fromPromise<NotifyConsent>(async () => ({
            supported: true,
            permission: 'granted',
            wanted: true,
          })),
          watchVisibility: noVisibility,
        },
      }),
      watchActivity: fromCallback<PortfolioEvent>(({ sendBack }) => {
        activityChanged = () => {
          calls.activity += 1
          sendBack({ type: 'activity.change' })
        }
      }),
    },
  })
  const session = createActor(fakeSession).start()
  const preferences = createActor(fakePreferences).start()
  const portfolio = createActor(machine, { input: { session, preferences }, ...options }).start()
  const settle = () => new Promise((r) => setTimeout(r, 0))
  const setActivity = (entries: ActivityEntry[]) => {
    activity = entries
  }
  return {
    machine,
    session,
    preferences,
    portfolio,
    calls,
    settle,
    changeActivity: () => activityChanged(),
    setActivity,
  }
}

describe('portfolioMachine: home’s coordinator keeps its children in step', () => {
  it('scores health on the valued holdings once prices arrive, and again when balances change', async () => {
    const { session, portfolio, calls, settle } = setUp()
    await waitFor(portfolio.getSnapshot().context.health, (s) => s.context.input.holdings.length > 0)
    expect(portfolio.getSnapshot().context.health.getSnapshot().context.input).toEqual({
      holdings: [{ key: 'USDC', symbol: 'USDC', category: 'stablecoin', valueUsd: 1.5, change24h: 0 }],
    })
    session.send({ type: 'set', address: ALICE, balances: { USDC: 1_500_000n, ETH: 10n ** 18n } })
    await settle()
    const holdings = portfolio.getSnapshot().context.health.getSnapshot().context.input.holdings
    expect(holdings.map((h) => [h.key, h.valueUsd])).toEqual([
      ['ETH', 3000],
      ['USDC', 1.5],
    ])
    await settle()
    expect(calls.health.at(-1)?.holdings).toHaveLength(2)
    portfolio.stop()
  })

  it('reloads gas for the network the user selects, and history for a new address', async () => {
    const { session, portfolio, calls, settle } = setUp()
    await settle()
    const { networkSwitch } = portfolio.getSnapshot().context
    const first = networkSwitch.getSnapshot().context.network
    const other = first === 'polygon' ? 'arbitrum' : 'polygon'
    networkSwitch.send({ type: 'network.select', network: other })
    await waitFor(networkSwitch, (s) => s.context.network === other)
    await settle()
    expect(calls.gas).toEqual([first, other])
    expect(portfolio.getSnapshot().context.network).toBe(other)

    expect(calls.history).toEqual([ALICE])
    session.send({ type: 'set', address: BOB, balances: {} })
    await settle()
    expect(calls.history).toEqual([ALICE, BOB])
    portfolio.stop()
  })

  it('a funded faucet refreshes the session’s balances and the history; an activity change the history', async () => {
    const { session, portfolio, calls, settle, changeActivity } = setUp()
    await settle()
    const { faucet } = portfolio.getSnapshot().context
    faucet.send({ type: 'faucet.fund', address: ALICE })
    await waitFor(faucet, (s) => s.matches('funded'))
    await settle()
    expect(session.getSnapshot().context.refreshes).toBe(1)
    expect(calls.history).toEqual([ALICE, ALICE])
    changeActivity()
    await settle()
    expect(calls.history).toEqual([ALICE, ALICE, ALICE])
    expect(session.getSnapshot().context.refreshes).toBe(1)
    portfolio.stop()
  })

  it('hands activity changes and the address to the pending watcher, and refreshes balances when one settles', async () => {
    const { session, portfolio, calls, settle, changeActivity, setActivity } = setUp()
    await settle()
    expect(calls.pendingReads).toEqual([ALICE])
    const sent = {
      hash: `0x${'ab'.repeat(32)}`,
      chainId: 137,
      network: 'polygon',
      from: ALICE,
      nonce: 0,
      status: 'pending',
      createdAt: 1,
    } as unknown as ActivityEntry
    setActivity([sent])
    changeActivity()
    await settle()
    expect(calls.pendingReads).toEqual([ALICE, ALICE])
    expect(session.getSnapshot().context.refreshes).toBe(0)
    // Mined (seen by this tab's look or another tab's): the store says so and balances are read again.
    setActivity([{ ...sent, status: 'confirmed' }])
    changeActivity()
    await settle()
    expect(session.getSnapshot().context.refreshes).toBe(1)
    session.send({ type: 'set', address: BOB, balances: {} })
    await settle()
    expect(calls.pendingReads).toEqual([ALICE, ALICE, ALICE, BOB])
    portfolio.stop()
  })

  it('reads home’s inflation once when it starts, with its source and date', async () => {
    const { portfolio, calls, settle } = setUp()
    await settle()
    expect(calls.inflation).toBe(1)
    expect(portfolio.getSnapshot().context.inflation.getSnapshot().context.data).toEqual({
      kind: 'live',
      source: 'worldBank',
      rate: 2.1988,
      date: '2024',
    })
    portfolio.stop()
  })

  it('reads the dólar the user chose for pesos, and another as soon as Settings (in any tab) changes it', async () => {
    const { preferences, portfolio, calls, settle } = setUp()
    const { dollarQuote } = portfolio.getSnapshot().context
    await waitFor(dollarQuote, (s) => s.context.data !== null)
    expect(pesoQuoteOf(dollarQuote.getSnapshot(), 'cripto')).toEqual({
      status: 'ready',
      quote: quoteOf('cripto'),
    })
    // The quote of the dollar picked before is no answer for the new one, not even for a moment.
    preferences.send({ type: 'dollar.set', dollar: 'blue' })
    expect(pesoQuoteOf(dollarQuote.getSnapshot(), 'blue').status).toBe('loading')
    await waitFor(dollarQuote, (s) => s.context.data?.casa === 'blue')
    expect(pesoQuoteOf(dollarQuote.getSnapshot(), 'blue')).toEqual({
      status: 'ready',
      quote: quoteOf('blue'),
    })
    preferences.send({ type: 'dollar.set', dollar: 'blue' })
    await settle()
    expect(calls.dollars).toEqual(['cripto', 'blue'])
    expect(calls.inflation).toBe(1)
    portfolio.stop()
  })

  it('stops every child when it stops (no timer outlives the wallet screens)', async () => {
    const { portfolio, settle } = setUp()
    await settle()
    const children = Object.values(portfolio.getSnapshot().children)
    expect(children).toHaveLength(13 + 4)
    portfolio.stop()
    for (const child of children) expect(child?.getSnapshot().status).toBe('stopped')
  })

  it('hands each loan read to the warning, and a new wallet’s empty read resets it', async () => {
    const { session, portfolio, settle } = setUp()
    await settle()
    const { loanAlert } = portfolio.getSnapshot().context
    expect(loanAlert.getSnapshot().matches({ level: 'unknown' })).toBe(true)
    session.send({ type: 'loan', loan: loanOf((13n * 10n ** 18n) / 10n) })
    await settle()
    expect(loanAlert.getSnapshot().context.alert).toMatchObject({
      level: 'warning',
      healthFactor: 1_300_000_000_000_000_000n,
      collateral: 'WETH',
      liquidationPriceBase: 242_424_242_424n,
    })
    session.send({ type: 'loan', loan: null })
    await settle()
    expect(loanAlert.getSnapshot().matches({ level: 'unknown' })).toBe(true)
    portfolio.stop()
  })

  it('a loan already read when the wallet screens open is on the first render', async () => {
    const { machine, session, portfolio, settle } = setUp()
    portfolio.stop()
    session.send({ type: 'loan', loan: loanOf((11n * 10n ** 18n) / 10n) })
    const again = createActor(machine, { input: { session } }).start()
    expect(again.getSnapshot().context.loanAlert.getSnapshot().matches({ level: 'critical' })).toBe(true)
    await settle()
    again.stop()
  })

  it('with consent and an open loan, balances go on in a hidden tab; paid off, they pause again', async () => {
    const { session, portfolio, settle } = setUp()
    await waitFor(portfolio.getSnapshot().context.loanAlert, (s) => s.matches({ notifications: 'on' }))
    expect(session.getSnapshot().context.watchHidden).toEqual([])
    session.send({ type: 'loan', loan: loanOf(2n * 10n ** 18n) })
    await settle()
    session.send({ type: 'loan', loan: loanOf((19n * 10n ** 18n) / 10n) })
    await settle()
    expect(session.getSnapshot().context.watchHidden).toEqual([true])
    session.send({ type: 'loan', loan: loanOf(2n ** 256n - 1n, 0n) })
    await settle()
    expect(session.getSnapshot().context.watchHidden).toEqual([true, false])
    session.send({ type: 'loan', loan: loanOf((13n * 10n ** 18n) / 10n) })
    await settle()
    expect(session.getSnapshot().context.watchHidden).toEqual([true, false, true])
    // Leaving the wallet screens (a public page) stops the portfolio: the watch ends with it.
    portfolio.stop()
    expect(session.getSnapshot().context.watchHidden).toEqual([true, false, true, false])
  })

  it('activity with a loan open reads it again once the burst is over; without a loan, never', async () => {
    const clock = new SimulatedClock()
    const { session, portfolio, settle, changeActivity } = setUp({ clock })
    await settle()
    changeActivity()
    clock.increment(LOAN_REFRESH_DELAY_MS)
    expect(session.getSnapshot().context.refreshes).toBe(0)
    session.send({ type: 'loan', loan: loanOf((13n * 10n ** 18n) / 10n) })
    await settle()
    // A repay: approve, repay, allowance back to 0 — three changes, one read after the last.
    changeActivity()
    clock.increment(LOAN_REFRESH_DELAY_MS - 1)
    changeActivity()
    clock.increment(LOAN_REFRESH_DELAY_MS - 1)
    changeActivity()
    clock.increment(LOAN_REFRESH_DELAY_MS - 1)
    expect(session.getSnapshot().context.refreshes).toBe(0)
    clock.increment(1)
    expect(session.getSnapshot().context.refreshes).toBe(1)
    portfolio.stop()
  })
})

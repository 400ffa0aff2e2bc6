import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { AllBalances } from '../../src/chain/getBalances'
import { balancesIntervalMs, balancesMachine } from '../../src/machines/home/balancesMachine'
import { type StoredWallet, sessionMachine } from '../../src/machines/session/sessionMachine'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const never = () => new Promise<never>(() => {})

const events = [
  { type: 'xstate.done.actor.fetchBalances', output: { balances: {}, failedNetworks: [] } },
  { type: 'xstate.error.actor.fetchBalances', error: new Error('down') },
  { type: 'xstate.after.interval.balances.idle' },
  { type: 'data.refresh' },
  { type: 'visibility.hidden' },
  { type: 'visibility.visible' },
  { type: 'wallet.change', address: other },
  { type: 'watch.hidden', on: true },
  { type: 'watch.hidden', on: false },
]

/** A parent that records what the balances machine reports, as the session would receive it. */
function withParent(child: typeof balancesMachine) {
  const received: string[] = []
  const parent = createMachine({
    invoke: { id: 'child', src: child, input: { address } },
    on: { '*': { actions: ({ event }) => received.push(event.type) } },
  })
  return { parent, received }
}

describe('balancesMachine, model-based', () => {
  const stubbed = balancesMachine.provide({
    actors: {
      fetchBalances: fromPromise<AllBalances, { address: `0x${string}` }>(never),
      watchVisibility: fromCallback(() => {}),
    },
  })
  // The graph walk runs actions without a parent; the parent notifications are replaced for the walk only.
  const walked = balancesMachine.provide({
    actions: { notifyLoading: () => {}, notifyLoaded: () => {}, notifyFailed: () => {} },
  })
  const paths = getShortestPaths(walked, {
    input: { address },
    events: events as never,
    serializeState: (s) =>
      `${JSON.stringify(s.value)}|${s.context.hidden}|${s.context.watchHidden}|${s.context.address}`,
  })

  it('refreshes at the spec’s 60 s and reaches every state', () => {
    expect(balancesIntervalMs).toBe(60_000)
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'idle', 'paused']))
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((s) => s.event.type).join(' → ') || 'start'}`, () => {
      const { parent, received } = withParent(stubbed)
      const actor = createActor(parent).start()
      const child = actor.getSnapshot().children.child!
      for (const step of path.steps) {
        child.send(step.event as never)
        expect(child.getSnapshot().value).toEqual(step.state.value)
      }
      expect(child.getSnapshot().context.address).toBe(path.state.context.address)
      // Hidden, it pauses — unless told to watch (a loan the user wants to hear about), then it keeps refreshing.
      const { hidden, watchHidden } = child.getSnapshot().context
      if (child.getSnapshot().matches('idle')) expect(hidden && !watchHidden).toBe(false)
      if (child.getSnapshot().matches('paused')) expect(hidden && !watchHidden).toBe(true)
      expect(received[0]).toBe('balances.loading')
      actor.stop()
    })
  }
})

describe('session with balances', () => {
  const result: AllBalances = { balances: { ETH: 5n, USDC: 7n, MATIC: 9n }, failedNetworks: [], loan: null }
  let answer: () => Promise<AllBalances> = async () => result
  const session = sessionMachine.provide({
    actors: {
      readVaultStatus: fromPromise<StoredWallet>(async () => ({ exists: false, address: null, kind: null })),
      watchVaultLock: fromCallback(() => {}),
      accountsStore: fromCallback(() => {}),
      balancesMachine: balancesMachine.provide({
        actors: { fetchBalances: fromPromise(() => answer()), watchVisibility: fromCallback(() => {}) },
      }),
    },
  })

  async function unlocked() {
    const actor = createActor(session).start()
    await waitFor(actor, (s) => s.matches('noWallet'))
    actor.send({ type: 'wallet.ready', address, kind: 'privateKey' })
    await waitFor(actor, (s) => !s.context.balancesLoading && s.context.balances.ETH === 5n)
    return actor
  }

  it('loads balances when the wallet is ready', async () => {
    const actor = await unlocked()
    expect(actor.getSnapshot().context).toMatchObject({
      balances: result.balances,
      staleNetworks: [],
      error: null,
    })
  })

  it('keeps the last balances, marked not current, with the spec text when everything fails', async () => {
    const actor = await unlocked()
    answer = () => Promise.reject(new Error('all down'))
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      balances: result.balances,
      error: 'balances.failed',
      balancesLoading: false,
    })
    expect(actor.getSnapshot().context.staleNetworks).toHaveLength(4)
    answer = async () => result
  })

  it('keeps a failed network’s last balances and marks only it stale', async () => {
    const actor = await unlocked()
    answer = async () => ({ balances: { ETH: 6n, USDC: 7n }, failedNetworks: ['polygon'], loan: null })
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (s) => s.context.balances.ETH === 6n)
    expect(actor.getSnapshot().context).toMatchObject({
      balances: { ETH: 6n, USDC: 7n, MATIC: 9n },
      staleNetworks: ['polygon'],
    })
    answer = async () => result
  })

  it('reloads for a new wallet and never shows the old wallet’s balances', async () => {
    const actor = await unlocked()
    answer = () => never()
    actor.send({ type: 'wallet.ready', address: other, kind: 'mnemonic' })
    expect(actor.getSnapshot().context).toMatchObject({ address: other, balances: {}, balancesLoading: true })
    answer = async () => result
  })

  it('keeps the loan read with the balances, the last one when Ethereum fails, none for another wallet', async () => {
    const actor = await unlocked()
    const loan = { account: { healthFactor: 13n * 10n ** 17n }, reserves: [], poolMissing: false } as never
    answer = async () => ({ ...result, loan })
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (s) => s.context.loan === loan)
    answer = async () => ({ balances: { USDC: 8n }, failedNetworks: ['ethereum'], loan: null })
    actor.send({ type: 'session.refresh' })
    await waitFor(actor, (s) => s.context.balances.USDC === 8n)
    expect(actor.getSnapshot().context.loan).toBe(loan)
    answer = () => never()
    actor.send({ type: 'wallet.ready', address: other, kind: 'mnemonic' })
    expect(actor.getSnapshot().context.loan).toBeNull()
    answer = async () => result
  })

  it('tells its balances machine to go on in a hidden tab, and forgets it when the wallet locks', async () => {
    const actor = await unlocked()
    const child = () =>
      actor.getSnapshot().children.balances as unknown as {
        getSnapshot: () => { context: { watchHidden: boolean } }
      }
    expect(child().getSnapshot().context.watchHidden).toBe(false)
    actor.send({ type: 'balances.watchHidden', on: true })
    expect(child().getSnapshot().context.watchHidden).toBe(true)
    actor.send({ type: 'balances.watchHidden', on: false })
    expect(child().getSnapshot().context.watchHidden).toBe(false)
    actor.send({ type: 'balances.watchHidden', on: true })
    actor.send({ type: 'vault.lockedElsewhere' })
    expect(actor.getSnapshot().context).toMatchObject({ watchHidden: false, loan: null })
  })
})

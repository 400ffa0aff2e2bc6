import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Secret } from '../../src/domain/secret'
import type { Intent, Plan, SimulatedPlan } from '../../src/domain/write/types'
import type { QuoteInput, SwapQuoteView } from '../../src/machines/swap/swapActors'
import { quoteMinimum, type SwapEvent, swapMachine, swapProblem } from '../../src/machines/swap/swapMachine'
import { type ExecuteEvent, planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { answeringReview, facts, silentPlanActors, simulated } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const hash = `0x${'ab'.repeat(32)}` as const
const never = () => new Promise<never>(() => {})

/** The real machine with every actor replaced by one that never answers: the paths send the answers. */
const testMachine = swapMachine.provide({
  actors: {
    quoteSwap: fromPromise<SwapQuoteView, QuoteInput>(never),
    watchBlocks: fromCallback(() => {}),
    planFlow: planMachine.provide({ actors: silentPlanActors }),
  },
})

const quote: SwapQuoteView = {
  amountIn: 100_000_000n,
  amountOut: 99_950_000n,
  venue: 'uniswapV3',
  fee: 100,
  priceImpact: 0.0001,
  blockNumber: 10n,
  networkFee: { wei: 1_000_000_000_000_000n, usd: 3 },
}

const events = [
  { type: 'balances.update', balances: { USDT: 500_000_000n, USDC: 0n } },
  { type: 'amount.change', amountText: '100' },
  { type: 'amount.change', amountText: '1000' },
  { type: 'to.change', tokenKey: 'USDe' },
  { type: 'from.change', tokenKey: 'USDC' },
  { type: 'tokens.flip' },
  { type: 'slippage.change', slippageBps: 100 },
  { type: 'slippage.change', slippageBps: 5_000 },
  { type: 'network.change', network: 'arbitrum' },
  { type: 'xstate.after.400.swap.idle.editing' },
  { type: 'xstate.done.actor.quoteSwap', output: quote },
  { type: 'xstate.error.actor.quoteSwap', error: new Error('swap.noRoute') },
  { type: 'block.new', number: 10n },
  { type: 'block.new', number: 11n },
  { type: 'swap.submit' },
  { type: 'swap.revoke' },
  { type: 'xstate.snapshot.plan', snapshot: { value: 'executing', context: { plan: null, step: 0 } } },
  {
    type: 'xstate.snapshot.plan',
    snapshot: { value: { reviewing: 'settling' }, context: { plan: null, step: 0 } },
  },
  { type: 'xstate.snapshot.plan', snapshot: { value: 'partial', context: { plan: null, step: 1 } } },
  { type: 'xstate.done.actor.plan', output: { status: 'done', hashes: [hash], actionHash: hash } },
  {
    type: 'xstate.done.actor.plan',
    output: { status: 'failed', error: { key: 'pipeline.stepFailed.swap' }, hashes: [] },
  },
  { type: 'xstate.done.actor.plan', output: { status: 'cancelled', hashes: [] } },
] as unknown as SwapEvent[]

type Snapshot = SnapshotFrom<typeof swapMachine>
const summary = (s: Snapshot) => {
  const c = s.context
  return {
    value: s.value,
    network: c.network,
    pair: `${c.from}→${c.to}`,
    amountText: c.amountText,
    slippageBps: c.slippageBps,
    quote: c.quote ? `${c.quote.amountOut}@${c.quote.blockNumber}` : null,
    minimum: String(quoteMinimum(c)),
    quoteError: c.quoteError,
    error: c.error,
    txHash: c.txHash,
    busy: s.hasTag('busy'),
    reviewing: s.children.plan ? 'plan' : null,
    swapStopped: c.swapStopped,
  }
}

/** An actor's answers only while that actor runs. */
const possible = (s: Snapshot): SwapEvent[] =>
  events.filter((e) => {
    const match = /^xstate\.(?:done\.actor|error\.actor|snapshot)\.(\w+)$/.exec(e.type)
    return !match || (match[1] as string) in s.children
  })

describe('swapMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events: possible,
    input: { address, network: 'ethereum' },
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
    serializeEvent: (e) => JSON.stringify(e, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
  })
  const values = new Set(paths.map((p) => JSON.stringify(p.state.value)))

  it('reaches every state: idle (editing, quoting, quoted, review), sending, success, error', () => {
    for (const value of [
      { idle: 'editing' },
      { idle: 'quoting' },
      { idle: 'quoted' },
      { idle: 'review' },
      'sending',
      'success',
      'error',
    ])
      expect(values, JSON.stringify(value)).toContain(JSON.stringify(value))
  })

  it('starts on USDT → USDC on Ethereum, and on USDe as the target when Conseguir USDe opens it', () => {
    expect(createActor(testMachine, { input: { address } }).getSnapshot().context).toMatchObject({
      network: 'ethereum',
      from: 'USDT',
      to: 'USDC',
      slippageBps: 50,
    })
    expect(createActor(testMachine, { input: { address, to: 'USDe' } }).getSnapshot().context).toMatchObject({
      network: 'ethereum',
      from: 'USDT',
      to: 'USDe',
    })
    expect(
      createActor(testMachine, { input: { address, from: 'ETH-ARBITRUM' } }).getSnapshot().context,
    ).toMatchObject({ network: 'arbitrum', from: 'ETH-ARBITRUM', to: 'USDT-ARBITRUM' })
  })

  const shortestPerValue = [...values].map(
    (v) =>
      paths
        .filter((p) => JSON.stringify(p.state.value) === v)
        .sort((a, b) => a.steps.length - b.steps.length)[0]!,
  )
  const outcomes = paths
    .filter((p) => ['success', 'error', 'sending'].includes(String(p.state.value)))
    .slice(0, 30)

  for (const path of [...shortestPerValue, ...outcomes]) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: { address, network: 'ethereum' } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      const snapshot = actor.getSnapshot()
      // The plan reviews exactly the form and the quote on screen: amount, pair, quote and stated slippage.
      if (snapshot.children.plan) {
        const { intent } = snapshot.children.plan.getSnapshot().context
        expect(intent).toMatchObject({
          kind: 'swap',
          tokenKey: snapshot.context.from,
          toTokenKey: snapshot.context.to,
          quotedOut: snapshot.context.quote?.amountOut,
          slippageBps: snapshot.context.slippageBps,
        })
      }
      if (snapshot.matches('sending')) expect(snapshot.hasTag('busy')).toBe(true)
      if (snapshot.matches('success')) expect(snapshot.context.txHash).toBe(hash)
      // A swap that stopped after its approval never ends as a swap done, whatever ends its plan after.
      if (
        path.steps.some(
          (s) => s.event.type === 'xstate.snapshot.plan' && JSON.stringify(s.event).includes('partial'),
        )
      )
        expect(snapshot.matches('success')).toBe(false)
      actor.stop()
    })
  }

  it('asks the quote again on a block newer than the quote, not on the quote’s own block', () => {
    const actor = createActor(testMachine, { input: { address } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    actor.send({ type: 'block.new', number: 10n })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    actor.send({ type: 'block.new', number: 11n })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoting' })
    actor.stop()
  })

  it('a swap stopped after its approval ends in plain words, never as done, even when the revoke that follows is', () => {
    const actor = createActor(testMachine, { input: { address } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    actor.send({ type: 'swap.submit' })
    const step = (value: unknown, index: number) =>
      ({ type: 'xstate.snapshot.plan', snapshot: { value, context: { plan: null, step: index } } }) as never
    actor.send(step('executing', 1))
    expect(actor.getSnapshot().value).toBe('sending')
    actor.send(step('partial', 1))
    expect(actor.getSnapshot().value).toBe('sending')
    // Revocar el permiso: its own review, then its transaction, then the plan is done.
    actor.send(step({ reviewing: 'ready' }, 0))
    actor.send(step('executing', 0))
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash], actionHash: hash },
    } as never)
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.stopped' })
    // Cotizar de nuevo: a new quote, and the next swap is judged on its own.
    actor.send({ type: 'swap.submit' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoting' })
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    actor.send({ type: 'swap.submit' })
    actor.send(step('executing', 1))
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash], actionHash: hash },
    } as never)
    expect(actor.getSnapshot().value).toBe('success')
    actor.stop()
  })

  it('a swap that went on chain and reverted (the price moved) is said so in plain words; a refusal keeps its own', () => {
    const failWith = (key: string, hashes: string[]) => {
      const actor = createActor(testMachine, { input: { address } }).start()
      actor.send({ type: 'amount.change', amountText: '100' })
      actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
      actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
      actor.send({ type: 'swap.submit' })
      actor.send({
        type: 'xstate.snapshot.plan',
        snapshot: { value: 'executing', context: { plan: null, step: 1 } },
      } as never)
      actor.send({
        type: 'xstate.done.actor.plan',
        output: { status: 'failed', error: { key }, hashes },
      } as never)
      const { value, context } = actor.getSnapshot()
      actor.stop()
      return { value, error: context.error }
    }
    expect(failWith('pipeline.stepFailed.swap', [hash, hash])).toEqual({
      value: 'error',
      error: { key: 'swap.reverted' },
    })
    expect(failWith('pipeline.simulateFailed.swap', [hash])).toEqual({
      value: 'error',
      error: { key: 'swap.priceMoved' },
    })
    expect(failWith('vault.wrongPassword', [])).toEqual({
      value: 'error',
      error: { key: 'vault.wrongPassword' },
    })
  })

  it('after a swap that reverted on chain, Revocar el permiso revokes exactly its token to its venue, through the review', () => {
    const actor = createActor(testMachine, { input: { address } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.send({ type: 'swap.submit' })
    actor.send({
      type: 'xstate.snapshot.plan',
      snapshot: { value: 'executing', context: { plan: null, step: 1 } },
    } as never)
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'failed', error: { key: 'pipeline.stepFailed.swap' }, hashes: [hash, hash] },
    } as never)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.reverted' })
    actor.send({ type: 'swap.revoke' })
    expect(actor.getSnapshot().value).toBe('revoking')
    expect(actor.getSnapshot().children.plan?.getSnapshot().context.intent).toEqual({
      kind: 'revoke',
      network: 'ethereum',
      tokenKey: 'USDT',
      spender: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    })
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash], actionHash: hash },
    } as never)
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.revoked' })
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.stop()
  })

  it('an unwrap (WETH → ETH) that reverted offers no revoke: WETH9 takes no approval', () => {
    const actor = createActor(testMachine, {
      input: { address, from: 'WETH', to: 'ETH', balances: { WETH: 10n ** 18n } },
    }).start()
    expect(actor.getSnapshot().context).toMatchObject({ from: 'WETH', to: 'ETH' })
    actor.send({ type: 'amount.change', amountText: '0,5' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    const unwrap: SwapQuoteView = {
      ...quote,
      amountIn: 5n * 10n ** 17n,
      amountOut: 5n * 10n ** 17n,
      venue: 'wrap',
      fee: null,
      priceImpact: 0,
    }
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: unwrap } as never)
    // 1:1: the minimum is the amount itself, whatever the slippage setting.
    expect(quoteMinimum(actor.getSnapshot().context)).toBe(5n * 10n ** 17n)
    actor.send({ type: 'swap.submit' })
    actor.send({
      type: 'xstate.snapshot.plan',
      snapshot: { value: 'executing', context: { plan: null, step: 0 } },
    } as never)
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'failed', error: { key: 'pipeline.stepFailed.swap' }, hashes: [hash] },
    } as never)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.reverted' })
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.stop()
  })

  it('a review whose new simulation fails (the price moved before Confirmar) says so in plain words', () => {
    const actor = createActor(testMachine, { input: { address } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    actor.send({ type: 'swap.submit' })
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'failed', error: { key: 'pipeline.simulateFailed.swap' }, hashes: [] },
    } as never)
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.priceMoved' })
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.stop()
  })

  it('refuses a slippage above 5 % and an amount above the balance', () => {
    const actor = createActor(testMachine, { input: { address, balances: { USDT: 50_000_000n } } }).start()
    actor.send({ type: 'slippage.change', slippageBps: 600 })
    expect(actor.getSnapshot().context.slippageBps).toBe(50)
    actor.send({ type: 'amount.change', amountText: '100' })
    actor.send({ type: 'xstate.after.400.swap.idle.editing' } as never)
    expect(actor.getSnapshot().value).toEqual({ idle: 'editing' })
    expect(actor.getSnapshot().can({ type: 'swap.submit' })).toBe(false)
    actor.stop()
  })
})

describe('swapMachine, linked to the session', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  type Balances = Record<string, bigint>
  /** The part of the session the swap follows: its balances, and the refreshes asked of it. */
  const fakeSession = (balances: Balances) =>
    createActor(
      setup({
        types: {
          context: {} as { balances: Balances; refreshes: number },
          events: {} as { type: 'session.refresh' } | { type: 'balances.read'; balances: Balances },
        },
      }).createMachine({
        context: { balances, refreshes: 0 },
        on: {
          'session.refresh': { actions: assign({ refreshes: ({ context }) => context.refreshes + 1 }) },
          'balances.read': {
            actions: assign({
              balances: ({ event }) => (event.type === 'balances.read' ? event.balances : {}),
            }),
          },
        },
      }),
    ).start()

  /** The swap with its quote answering at once and the real plan child, whose key worker and chain succeed. */
  const machine = swapMachine.provide({
    actors: {
      quoteSwap: fromPromise<SwapQuoteView, QuoteInput>(async () => quote),
      watchBlocks: fromCallback(() => {}),
      planFlow: planMachine.provide({
        actors: {
          ...silentPlanActors,
          preparePlan: fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(
            async ({ input }) => ({
              intent: input.intent,
              network: 'ethereum',
              chainId: 1,
              from: address,
              calls: [{ step: 'swap', to: address, value: 0n, target: 'Uniswap v3' }],
            }),
          ),
          simulatePlan: fromPromise(async ({ input }: { input: { plan: Plan } }) => ({
            simulated: simulated(input.plan),
            facts,
          })),
          reviewPlan: answeringReview,
          executePlan: fromCallback<
            ExecuteEvent,
            { simulated: SimulatedPlan; reviewId: string; password: Secret | null; waitForReceipt?: boolean }
          >(({ sendBack }) => {
            sendBack({ type: 'execute.broadcast', index: 0, hash })
            sendBack({ type: 'execute.done' })
          }),
        },
      }),
    },
  })

  it('takes its balances from the session and follows each new reading, with no view in between', () => {
    const session = fakeSession({ USDT: 50_000_000n })
    const actor = createActor(machine, { input: { address, session: session as never } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().context.balances).toEqual({ USDT: 50_000_000n })
    expect(swapProblem(actor.getSnapshot().context)).toBe('swap.problem.balance')
    session.send({ type: 'balances.read', balances: { USDT: 500_000_000n } })
    expect(actor.getSnapshot().context.balances).toEqual({ USDT: 500_000_000n })
    expect(swapProblem(actor.getSnapshot().context)).toBeNull()
    actor.stop()
  })

  it('a finished swap asks the session to read the balances again, once', async () => {
    const session = fakeSession({ USDT: 500_000_000n })
    const actor = createActor(machine, { input: { address, session: session as never } }).start()
    actor.send({ type: 'amount.change', amountText: '100' })
    await vi.advanceTimersByTimeAsync(400)
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    actor.send({ type: 'swap.submit' })
    await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
    expect(session.getSnapshot().context.refreshes).toBe(0)
    actor.getSnapshot().children.plan?.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.txHash).toBe(hash)
    expect(session.getSnapshot().context.refreshes).toBe(1)
    actor.stop()
  })
})

import { NonceTooLowError } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  assign,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import { PlanStepFailedError, reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import { uniswapV3 } from '../../src/domain/catalogue/swapVenues'
import { tokens } from '../../src/domain/catalogue/tokens'
import { WalletError } from '../../src/domain/errors/base'
import { type ErrorMessage, errorMessage, transactionFailed } from '../../src/domain/errors/message'
import type { Intent, Plan, SimulatedPlan } from '../../src/domain/write/types'
import type { QuoteInput, SwapQuoteView } from '../../src/machines/swap/swapActors'
import {
  quoteMinimum,
  type SwapEvent,
  swapAmount,
  swapMachine,
  swapProblem,
} from '../../src/machines/swap/swapMachine'
import { type ExecuteEvent, planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
import { leafStates } from './leafStates'
import {
  planAnswers as a,
  asked,
  deliver,
  livePaths,
  planOf,
  planView,
  replay,
  routeOf,
  said,
  type ToPlan,
  toPlan,
} from './planChildModel'
import {
  answeringReview,
  facts,
  hash1,
  hash2,
  revertedWith,
  silentPlanActors,
  simulated,
  stringify,
} from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const hash = `0x${'ab'.repeat(32)}` as const
const never = () => new Promise<never>(() => {})
const router = uniswapV3.swapRouter as `0x${string}`

/**
 * The real swap and its real plan child, every I/O actor of both replaced by one that never answers: the paths
 * send the answers (the quote's; the plan child's, delivered to the live child, which reports to the swap as it
 * does in the app).
 */
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

/**
 * The plan an intent is made into, as src/chain/swap builds it at the freshest block: the exact approval of the
 * token to the router (none for the native coin, nor for an unwrap: WETH9 takes no approval), then the swap; a
 * revoke is its one approve to 0.
 */
function madePlan(intent: Intent, venue: 'uniswapV3' | 'wrap' = 'uniswapV3'): Plan {
  const base = {
    intent,
    network: intent.network,
    chainId: intent.network === 'arbitrum' ? 42_161 : 1,
    from: address,
  }
  if (intent.kind === 'revoke') {
    const token = tokens[intent.tokenKey].address as `0x${string}`
    const { tokenKey } = intent
    const revoke = { step: 'revoke', to: token, value: 0n, data: '0x095ea7b3', tokenKey, amount: 0n } as const
    return { ...base, calls: [{ ...revoke, target: 'Uniswap v3' }] }
  }
  if (intent.kind !== 'swap') throw new TypeError(`not a swap: ${intent.kind}`)
  const { tokenKey, amount } = intent
  const token = tokens[tokenKey].address
  const approve =
    token && venue !== 'wrap'
      ? [
          {
            step: 'approve',
            to: token,
            value: 0n,
            data: '0x095ea7b3',
            tokenKey,
            amount,
            target: 'Uniswap v3',
          } as const,
        ]
      : []
  const to = venue === 'wrap' ? (tokens.WETH.address as `0x${string}`) : router
  const swap = { step: 'swap', to, value: token ? 0n : amount, data: '0x414bf389', tokenKey, amount } as const
  return { ...base, calls: [...approve, { ...swap, target: venue === 'wrap' ? 'WETH' : 'Uniswap v3' }] }
}

/** The pool no longer pays the minimum asked: why a swap's call reverts. */
const tooLittle = reasonOf(revertedWith('Too little received'))
/** The swap's simulation at the freshest block reverts: the price moved between the quote and the review. */
const priceMoved = new SimulationFailedError('swap', 1, tooLittle)
/** The revoke's simulation reverts (the token is paused). */
const revokeRefused = new SimulationFailedError('revoke', 0, reasonOf(revertedWith('USDT: paused')))
/** The node refused the first transaction: its nonce is already spent. */
const nonceSpent = errorMessage(new NonceTooLowError())
/** Step `index` of `plan` failed: refused before it went out (`sent` false), or mined and reverted. */
const stepFailed = (plan: Plan, index: number, sent: boolean) => {
  const confirmed = [hash1, hash2].slice(0, index)
  const { step } = plan.calls[index] as Plan['calls'][number]
  const reason = sent ? transactionFailed : tooLittle
  const error = errorMessage(
    new PlanStepFailedError(
      step,
      index,
      reason,
      confirmed,
      sent ? { hash: [hash1, hash2][index] as `0x${string}` } : {},
    ),
  )
  return a.stepFailed(index, error, reason, sent ? index + 1 : index)
}

/** On a part-way stop: Revocar el permiso, and the plan that takes the approval back, made by the child's I/O. */
const revokeTapped = toPlan({ type: 'plan.revoke' }, 'partial')
const revokeMade = (plan: Plan) => {
  const approval = plan.calls.find((call) => call.step === 'approve')
  const intent: Intent = {
    kind: 'revoke',
    network: plan.network,
    tokenKey: approval?.tokenKey ?? 'USDT',
    spender: router,
  }
  return toPlan({ type: 'xstate.done.actor.planRevoke', output: madePlan(intent) }, 'revoking')
}

const formEvents = [
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
] as SwapEvent[]

type Snapshot = SnapshotFrom<typeof swapMachine>
const summary = (s: Snapshot) => {
  const c = s.context
  const child = planOf(s)
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
    swapStopped: c.swapStopped,
    /** Revocar el permiso, offered on the screen. */
    canRevoke: s.can({ type: 'swap.revoke' }),
    /** The write under review or under way: what it swaps (or revokes), its steps, the fee notice. */
    intent: (child?.context.intent ?? null) as Intent | null,
    planned: child?.context.plan ?? null,
    notice: child?.context.notice ?? null,
    /** The plan child's phase and state, its step and the hashes it sent. */
    plan: planView(s),
    /** Which of the swap's own actors run, whose answers can come. */
    running: Object.keys(s.children).sort(),
  }
}
type View = ReturnType<typeof summary>

/** What the plan child's I/O can answer, and what the person can tap on its review, for the write under way. */
function planSteps(view: View): ToPlan[] {
  const { intent, planned } = view
  if (!intent) return []
  const revoke = intent.kind === 'revoke'
  const steps = planned?.calls.length ?? 0
  const straight = [
    a.prepared(madePlan(intent)),
    ...(planned ? [a.simulated(planned)] : []),
    a.reviewed,
    a.settled,
    a.confirm,
    a.back,
    ...Array.from({ length: steps }, (_, index) => a.broadcast(index)),
    a.done(steps),
  ]
  // Every answer is tried on the form as it opens (100 USDT → USDC, 0.5 %); on every other form, the straight
  // path and Volver (what the plan is told differs only by its intent, checked on each).
  if (
    !(
      view.network === 'ethereum' &&
      view.pair === 'USDT→USDC' &&
      view.amountText === '100' &&
      view.slippageBps === 50
    )
  )
    return straight
  return [
    ...straight,
    a.prepareFailed(new WalletError(revoke ? 'pipeline.nothingToRevoke' : 'swap.noRoute')),
    a.simulateFailed(revoke ? revokeRefused : priceMoved),
    // The fee rose above the reviewed ceiling once the approval was mined: the swap is reviewed again.
    ...(steps === 2 ? [a.feeRose(1)] : []),
    // The last step reverted on chain; the swap refused before it went out, its approval mined.
    ...(planned && steps > 0 ? [stepFailed(planned, steps - 1, true)] : []),
    ...(planned && steps === 2 ? [stepFailed(planned, 1, false)] : []),
    a.failed(nonceSpent),
    revokeTapped,
    ...(planned ? [revokeMade(planned)] : []),
    a.continue,
    a.dismiss,
  ]
}

/**
 * An actor's answers only while that actor runs; the plan's only as its state asks for them. While a plan
 * lives, of the form only an edit and Cambiar are tried (the form is frozen under the review; each other edit is
 * refused the same way).
 */
const possible = (view: View) => {
  const live = view.plan !== null && view.plan.phase !== 'ended'
  const form = formEvents.filter((e) => {
    const match = /^xstate\.(?:done\.actor|error\.actor)\.(\w+)$/.exec(e.type)
    if (match) return view.running.includes(match[1] as string)
    return !live || e.type === 'swap.submit' || (e.type === 'amount.change' && e.amountText === '1000')
  })
  return [...form, ...planSteps(view).filter((step) => asked(step, view.plan))]
}

type Step = { event: EventObject; seen: View }
/** The last item that passes `test`, and its index (-1 for none). */
const lastIndex = <T>(items: readonly T[], test: (item: T, index: number) => boolean) => {
  for (let index = items.length - 1; index >= 0; index--) if (test(items[index] as T, index)) return index
  return -1
}
const lastOf = <T>(items: readonly T[], test: (item: T) => boolean): T | undefined =>
  items[lastIndex(items, test)]
/** What a plan step carries: its error, or its hash. */
const carried = (step: Step | undefined) =>
  (step ? said(step.event) : {}) as { error?: ErrorMessage; hash?: `0x${string}` }
/** The steps since the write under way (or the last one) started: its plan child appeared. */
const sinceStart = (steps: readonly Step[]) => {
  const start = lastIndex(
    steps,
    (step, i) => step.seen.plan !== null && (i === 0 || steps[i - 1]?.seen.plan === null),
  )
  return start < 0 ? [] : steps.slice(start)
}

/** What the screen says when the write ends in error, from the step that ended it. */
function expectedError(steps: readonly Step[]): ErrorMessage | null {
  // The form stays on an error; a slippage it takes (at most 5 %) clears the message.
  const ended = lastIndex(
    steps,
    (step, i) => step.seen.value === 'error' && steps[i - 1]?.seen.value !== 'error',
  )
  const cleared = steps
    .slice(ended + 1)
    .some(
      ({ event, seen }) =>
        event.type === 'slippage.change' &&
        seen.slippageBps === (event as SwapEvent & { slippageBps?: number }).slippageBps,
    )
  if (cleared) return null
  const since = sinceStart(steps)
  const first = since[0]?.event.type
  const types = since.map((step) => said(step.event).type)
  const cause = lastOf(types, (type) =>
    [
      'xstate.error.actor.preparePlan',
      'xstate.error.actor.simulatePlan',
      'execute.partial',
      'execute.error',
      'execute.done',
    ].includes(type),
  )
  if (first === 'swap.revoke') {
    if (cause === 'execute.done') return { key: 'swap.revoked' }
    if (cause === 'xstate.error.actor.preparePlan') return { key: 'pipeline.nothingToRevoke' }
    if (cause === 'xstate.error.actor.simulatePlan') return errorMessage(revokeRefused)
    if (cause === 'execute.partial')
      return carried(lastOf(since, (step) => said(step.event).type === cause)).error ?? null
    return nonceSpent
  }
  // A swap stopped after its approval is said so, whatever ends its plan after (a revoke, a dismiss).
  if (since.some((step) => step.seen.plan?.phase === 'partial')) return { key: 'swap.stopped' }
  if (cause === 'xstate.error.actor.preparePlan') return { key: 'swap.noRoute' }
  if (cause === 'xstate.error.actor.simulatePlan') return { key: 'swap.priceMoved' }
  if (cause === 'execute.partial') return { key: 'swap.reverted' }
  return nonceSpent
}

const input = { address, network: 'ethereum' as const }

describe('swapMachine with its real plan child, model-based', () => {
  const paths = livePaths({ machine: testMachine, input, view: summary, events: possible })
  const values = new Set(paths.map((p) => JSON.stringify(p.seen.value)))

  it('reaches every state: idle (editing, quoting, quoted, review), sending, success, error, revoking', () => {
    expect([...values].sort()).toEqual(leafStates(swapMachine.root).sort())
  })

  it('walks every phase of the write: simulating, the review, the approval, the swap, its receipt, a part-way stop', () => {
    const phases = new Set(paths.map((p) => p.seen.plan?.phase).filter(Boolean))
    expect([...phases].sort()).toEqual([
      'approving',
      'confirming',
      'partial',
      'reviewing',
      'sending',
      'simulating',
    ])
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

  // Every distinct state value by its shortest path, and every way the write ends (or stays under way).
  const shortestPerValue = [...values].map(
    (v) =>
      paths
        .filter((p) => JSON.stringify(p.seen.value) === v)
        .sort((x, y) => x.steps.length - y.steps.length)[0]!,
  )
  const ends = new Map<string, (typeof paths)[number]>()
  for (const p of paths) {
    if (!['success', 'error', 'sending', 'revoking'].includes(String(p.seen.value))) continue
    // Each way it ends, and a swap done from each form (network, pair, slippage).
    const form = p.seen.value === 'success' ? [p.seen.network, p.seen.pair, p.seen.slippageBps] : null
    const key = stringify([p.seen.value, p.seen.error, p.seen.plan?.phase ?? null, p.seen.swapStopped, form])
    const best = ends.get(key)
    if (!best || p.steps.length < best.steps.length) ends.set(key, p)
  }

  for (const path of [...shortestPerValue, ...ends.values()]) {
    const route = routeOf(path.steps)
    it(`reaches ${JSON.stringify(path.seen.value)} by ${route || 'start'}`, () => {
      const actor = replay(testMachine, input, [])
      for (const step of path.steps) {
        deliver(actor, step.event)
        expect(stringify(summary(actor.getSnapshot()))).toEqual(stringify(step.seen))
      }
      const s = actor.getSnapshot()
      const c = s.context
      const child = planOf(s)
      const phase = planView(s)?.phase
      // The plan reviews exactly the form and the quote on screen; a revoke, exactly its token to its venue.
      if (s.matches('revoking'))
        expect(child?.context.intent).toEqual({
          kind: 'revoke',
          network: c.network,
          tokenKey: c.from,
          spender: router,
        })
      else if (child)
        expect(child.context.intent).toEqual({
          kind: 'swap',
          network: c.network,
          tokenKey: c.from,
          toTokenKey: c.to,
          amount: swapAmount(c),
          quotedOut: c.quote?.amountOut,
          slippageBps: c.slippageBps,
        })
      // A swap's outcome is on chain: its plan waits for the receipt.
      if (child) expect(child.context.waitForReceipt).toBe(true)
      if (s.matches({ idle: 'review' })) expect(['simulating', 'reviewing']).toContain(phase)
      // Sending is busy and walks the approval, the swap and its receipt; only a swap stopped part-way shows
      // its stop, and the revoke that follows, while it is sent.
      if (s.matches('sending')) {
        expect(s.hasTag('busy')).toBe(true)
        expect([
          'approving',
          'sending',
          'confirming',
          ...(c.swapStopped ? ['partial', 'simulating'] : []),
        ]).toContain(phase)
      }
      const since = sinceStart(path.steps)
      // A swap that stopped after its approval never ends as a swap done, whatever ends its plan after.
      if (since.some((step) => step.seen.plan?.phase === 'partial')) expect(s.matches('success')).toBe(false)
      if (s.matches('success')) {
        const swapSent = lastOf(since, (step) => said(step.event).type === 'execute.broadcast')
        expect(c.txHash).toBe(carried(swapSent).hash)
        expect(c.explorerUrl).toMatch(new RegExp(`/tx/${c.txHash}$`))
        expect(c.done).toEqual({ amountIn: swapAmount(c), minimum: quoteMinimum(c) })
        expect(c.error).toBeNull()
      }
      if (s.matches('error')) expect(c.error).toEqual(expectedError(path.steps))
      // Revocar el permiso is offered exactly after a swap of a token that went on chain and reverted.
      expect(s.can({ type: 'swap.revoke' })).toBe(s.matches('error') && c.error?.key === 'swap.reverted')
      actor.stop()
    })
  }
})

describe('swapMachine, each way a swap ends, through its real plan child', () => {
  /** The form filled (100 USDT → USDC on Ethereum) and quoted. */
  const quoted = [
    { type: 'amount.change', amountText: '100' },
    { type: 'xstate.after.400.swap.idle.editing' },
    { type: 'xstate.done.actor.quoteSwap', output: quote },
  ] as SwapEvent[]
  const swapPlan = madePlan({
    kind: 'swap',
    network: 'ethereum',
    tokenKey: 'USDT',
    toTokenKey: 'USDC',
    amount: 100_000_000n,
    quotedOut: quote.amountOut,
    slippageBps: 50,
  })
  const revokePlan = madePlan({ kind: 'revoke', network: 'ethereum', tokenKey: 'USDT', spender: router })
  /** Cambiar: the plan made, simulated, read by the key worker, on screen long enough for Confirmar. */
  const reviewOf = (plan: Plan) => [
    { type: 'swap.submit' } as SwapEvent,
    a.prepared(plan),
    a.simulated(plan),
    a.reviewed,
    a.settled,
  ]
  const start = (...steps: (SwapEvent | ToPlan)[]) => replay(testMachine, input, [...quoted, ...steps])
  const look = (actor: ReturnType<typeof start>) => {
    const s = actor.getSnapshot()
    return { value: s.value, error: s.context.error, phase: planView(s)?.phase ?? null }
  }

  it('asks the quote again on a block newer than the quote, not on the quote’s own block', () => {
    const actor = start()
    actor.send({ type: 'block.new', number: 10n })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoted' })
    actor.send({ type: 'block.new', number: 11n })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoting' })
    actor.stop()
  })

  it('a swap stopped after its approval ends in plain words, never as done, even when the revoke that follows is', () => {
    const actor = start(...reviewOf(swapPlan), a.confirm, a.broadcast(0))
    expect(look(actor)).toEqual({ value: 'sending', error: null, phase: 'sending' })
    // The swap is refused before it goes out, its approval mined: the plan stops part-way.
    deliver(actor, stepFailed(swapPlan, 1, false))
    expect(look(actor)).toEqual({ value: 'sending', error: null, phase: 'partial' })
    expect(actor.getSnapshot().context.swapStopped).toBe(true)
    // Revocar el permiso: its own review, then its transaction, then the plan is done.
    for (const step of [revokeTapped, revokeMade(swapPlan), a.simulated(revokePlan), a.reviewed])
      deliver(actor, step)
    expect(look(actor)).toEqual({ value: { idle: 'review' }, error: null, phase: 'reviewing' })
    expect(planOf(actor.getSnapshot())?.context.plan).toEqual(revokePlan)
    for (const step of [a.settled, a.confirm, a.broadcast(0)]) deliver(actor, step)
    expect(look(actor)).toEqual({ value: 'sending', error: null, phase: 'confirming' })
    deliver(actor, a.done(1))
    expect(look(actor)).toEqual({ value: 'error', error: { key: 'swap.stopped' }, phase: null })
    // Cotizar de nuevo: a new quote, and the next swap is judged on its own.
    actor.send({ type: 'swap.submit' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quoting' })
    actor.send({ type: 'xstate.done.actor.quoteSwap', output: quote } as never)
    for (const step of [...reviewOf(swapPlan), a.confirm, a.broadcast(0), a.broadcast(1), a.done(2)])
      deliver(actor, step)
    expect(look(actor)).toEqual({ value: 'success', error: null, phase: null })
    expect(actor.getSnapshot().context.txHash).toBe(hash2)
    actor.stop()
  })

  it('a fee that rose once the approval was mined brings the swap back to review at the new figure, then it is sent', () => {
    const actor = start(...reviewOf(swapPlan), a.confirm, a.broadcast(0), a.feeRose(1))
    expect(look(actor)).toEqual({ value: { idle: 'review' }, error: null, phase: 'reviewing' })
    const child = planOf(actor.getSnapshot())
    expect(child?.context.notice).toBe('review.notice.feeRose')
    expect(child?.context.plan?.calls.map((call) => call.step)).toEqual(['swap'])
    for (const step of [a.reviewed, a.settled, a.confirm, a.broadcast(0, hash2), a.done(1)])
      deliver(actor, step)
    expect(look(actor)).toEqual({ value: 'success', error: null, phase: null })
    expect(actor.getSnapshot().context.txHash).toBe(hash2)
    actor.stop()
  })

  it('a swap that went on chain and reverted (the price moved) is said so in plain words; a refusal keeps its own', () => {
    const failWith = (...steps: ToPlan[]) => {
      const actor = start(...reviewOf(swapPlan), a.confirm, ...steps)
      const seen = look(actor)
      actor.stop()
      return seen
    }
    expect(failWith(a.broadcast(0), a.broadcast(1), stepFailed(swapPlan, 1, true))).toEqual({
      value: 'error',
      error: { key: 'swap.reverted' },
      phase: null,
    })
    // The swap simulated again after its approval would now revert: the price moved.
    expect(failWith(a.broadcast(0), a.failed(errorMessage(priceMoved), 1))).toEqual({
      value: 'error',
      error: { key: 'swap.priceMoved' },
      phase: null,
    })
    expect(failWith(a.failed(nonceSpent))).toEqual({ value: 'error', error: nonceSpent, phase: null })
  })

  it('after a swap that reverted on chain, Revocar el permiso revokes exactly its token to its venue, through the review', () => {
    const actor = start()
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    for (const step of [
      ...reviewOf(swapPlan),
      a.confirm,
      a.broadcast(0),
      a.broadcast(1),
      stepFailed(swapPlan, 1, true),
    ])
      deliver(actor, step)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'swap.reverted' })
    actor.send({ type: 'swap.revoke' })
    expect(actor.getSnapshot().value).toBe('revoking')
    expect(planOf(actor.getSnapshot())?.context.intent).toEqual({
      kind: 'revoke',
      network: 'ethereum',
      tokenKey: 'USDT',
      spender: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    })
    for (const step of [a.prepared(revokePlan), a.simulated(revokePlan), a.reviewed]) deliver(actor, step)
    expect(look(actor)).toEqual({ value: 'revoking', error: { key: 'swap.reverted' }, phase: 'reviewing' })
    for (const step of [a.settled, a.confirm, a.broadcast(0)]) deliver(actor, step)
    expect(look(actor)).toEqual({ value: 'revoking', error: { key: 'swap.reverted' }, phase: 'confirming' })
    deliver(actor, a.done(1))
    expect(look(actor)).toEqual({ value: 'error', error: { key: 'swap.revoked' }, phase: null })
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.stop()
  })

  it('an unwrap (WETH → ETH) that reverted offers no revoke: WETH9 takes no approval', () => {
    const unwrap: SwapQuoteView = {
      ...quote,
      amountIn: 5n * 10n ** 17n,
      amountOut: 5n * 10n ** 17n,
      venue: 'wrap',
      fee: null,
      priceImpact: 0,
    }
    const unwrapPlan = madePlan(
      {
        kind: 'swap',
        network: 'ethereum',
        tokenKey: 'WETH',
        toTokenKey: 'ETH',
        amount: 5n * 10n ** 17n,
        quotedOut: 5n * 10n ** 17n,
        slippageBps: 50,
      },
      'wrap',
    )
    expect(unwrapPlan.calls.map((call) => call.step)).toEqual(['swap'])
    const run = (...steps: ToPlan[]) => {
      const actor = replay(
        testMachine,
        { address, from: 'WETH', to: 'ETH', balances: { WETH: 10n ** 18n } },
        [
          { type: 'amount.change', amountText: '0,5' },
          { type: 'xstate.after.400.swap.idle.editing' },
          { type: 'xstate.done.actor.quoteSwap', output: unwrap },
        ] as SwapEvent[],
      )
      expect(actor.getSnapshot().context).toMatchObject({ from: 'WETH', to: 'ETH' })
      // 1:1: the minimum is the amount itself, whatever the slippage setting.
      expect(quoteMinimum(actor.getSnapshot().context)).toBe(5n * 10n ** 17n)
      for (const step of [...reviewOf(unwrapPlan), a.confirm, ...steps]) deliver(actor, step)
      const seen = { ...look(actor), canRevoke: actor.getSnapshot().can({ type: 'swap.revoke' }) }
      actor.stop()
      return seen
    }
    expect(run(a.broadcast(0), stepFailed(unwrapPlan, 0, true))).toEqual({
      value: 'error',
      error: { key: 'swap.reverted' },
      phase: null,
      canRevoke: false,
    })
    // Refused before it went out: nothing on chain, said as the plan said it.
    const refused = stepFailed(unwrapPlan, 0, false)
    const { error } = refused.event as unknown as { error: ErrorMessage }
    expect(error.key).toBe('pipeline.stepFailed.swap')
    expect(run(refused)).toEqual({
      value: 'error',
      error,
      phase: null,
      canRevoke: false,
    })
  })

  it('a review whose new simulation fails (the price moved before Confirmar) says so in plain words', () => {
    const actor = start({ type: 'swap.submit' }, a.prepared(swapPlan))
    expect(look(actor)).toEqual({ value: { idle: 'review' }, error: null, phase: 'simulating' })
    deliver(actor, a.simulateFailed(priceMoved))
    expect(look(actor)).toEqual({ value: 'error', error: { key: 'swap.priceMoved' }, phase: null })
    expect(actor.getSnapshot().can({ type: 'swap.revoke' })).toBe(false)
    actor.stop()
  })

  it('Volver on the review gives the form back, quoted again, with nothing sent', () => {
    const actor = start(...reviewOf(swapPlan))
    expect(look(actor)).toEqual({ value: { idle: 'review' }, error: null, phase: 'reviewing' })
    deliver(actor, a.back)
    expect(look(actor)).toEqual({ value: { idle: 'quoting' }, error: null, phase: null })
    expect(actor.getSnapshot().context.txHash).toBeNull()
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
            { simulated: SimulatedPlan; reviewId: string; waitForReceipt?: boolean }
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

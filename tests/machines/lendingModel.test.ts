import { maxUint256 } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { PlanStepFailedError, reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import type { Intent, Plan, SimulatedPlan } from '../../src/chain/pipeline/types'
import type { LendingReserve, LendingSnapshot } from '../../src/chain/protocols/aaveLending'
import { errorMessage, transactionFailed } from '../../src/domain/errors/message'
import { lendingAssets } from '../../src/domain/lending'
import type { LendingHistoryEntry, NewLendingHistoryEntry } from '../../src/domain/lending/history'
import {
  failureMessage,
  type LendingEvent,
  lendingMachine,
  statusPhase,
  writeRefusal,
} from '../../src/machines/lending/lendingMachine'
import { type ExecuteEvent, planMachine, REVIEW_SETTLE_MS } from '../../src/machines/write/planMachine'
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
} from './planChildModel'
import { answeringReview, facts, hash2, revertedWith, silentPlanActors, simulated } from './planFixtures'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const hash = `0x${'ab'.repeat(32)}` as const
const never = () => new Promise<never>(() => {})

/** A reserve that limits nothing: active, no caps, plenty to lend. */
const openLimits: LendingReserve['limits'] = {
  active: true,
  frozen: false,
  paused: false,
  borrowingEnabled: true,
  supplyCap: 0n,
  borrowCap: 0n,
  suppliedTotal: 0n,
  availableLiquidity: 10n ** 30n,
  debtCeiling: 0n,
  isolationModeTotalDebt: 0n,
  borrowableInIsolation: false,
  eModeCategory: 0,
}

const reserve = (
  asset: (typeof lendingAssets)[number],
  over: Partial<LendingReserve> = {},
): LendingReserve => ({
  asset,
  token: `0x${'1'.repeat(39)}${lendingAssets.indexOf(asset)}`,
  decimals: asset === 'USDC' || asset === 'USDT' ? 6 : asset === 'WBTC' ? 8 : 18,
  priceBase: asset === 'WETH' ? 3_000_00000000n : asset === 'WBTC' ? 60_000_00000000n : 1_00000000n,
  liquidationThresholdBps: 8000n,
  ltvBps: 7500n,
  liquidationBonusBps: 10_500n,
  borrowRate: 5n * 10n ** 25n,
  supplyRate: 3n * 10n ** 25n,
  ratesFromChain: true,
  totalLiquidity: 1_000n,
  totalDebt: 500n,
  utilizationBps: 5_000n,
  wallet: 0n,
  supplied: 0n,
  debt: 0n,
  stableDebt: 0n,
  collateralEnabled: false,
  allowance: 0n,
  limits: openLimits,
  ...over,
})

/** 10 WETH supplied at $3000 (threshold 83 %), no debt: $24,150 available; 500 USDC in the wallet. */
const snapshot: LendingSnapshot = {
  account: {
    totalCollateralBase: 30_000_00000000n,
    totalDebtBase: 0n,
    availableBorrowsBase: 24_150_00000000n,
    currentLiquidationThreshold: 8300n,
    ltv: 8050n,
    healthFactor: maxUint256,
  },
  reserves: Object.fromEntries(
    lendingAssets.map((a) => [
      a,
      reserve(
        a,
        a === 'WETH'
          ? { supplied: 10n * 10n ** 18n, liquidationThresholdBps: 8300n, collateralEnabled: true }
          : a === 'USDC'
            ? { wallet: 500_000_000n }
            : {},
      ),
    ]),
  ) as LendingSnapshot['reserves'],
  nativeBalance: 10n ** 18n,
  blockNumber: 7n,
  poolMissing: false,
  userEMode: 0,
  eModeCategories: {},
}

/** The same position with 100 USDC borrowed. */
const indebted: LendingSnapshot = {
  ...snapshot,
  account: { ...snapshot.account, totalDebtBase: 100_00000000n, availableBorrowsBase: 24_050_00000000n },
  reserves: { ...snapshot.reserves, USDC: { ...snapshot.reserves.USDC, debt: 100_000_000n } },
}

const testMachine = lendingMachine.provide({
  actors: {
    readLending: fromPromise<LendingSnapshot, never>(never),
    planFlow: planMachine.provide({ actors: silentPlanActors }),
    loadHistory: fromPromise<LendingHistoryEntry[], never>(never),
    saveHistory: fromPromise<LendingHistoryEntry[], never>(never),
    watchVisibility: fromCallback(() => {}),
  } as never,
})

const saved: LendingHistoryEntry[] = [{ type: 'BORROW', token: 'USDC', amount: 100_000_000n, ts: 1, hash }]
/**
 * The plan's failures as its I/O reports them: the second step refused after the approval was mined; the
 * last step mined and reverted; a frozen reserve found by the simulation.
 */
const repayReverted = errorMessage(new PlanStepFailedError('repay', 1, transactionFailed, [hash]))
const lastReverted = errorMessage(new PlanStepFailedError('supply', 1, transactionFailed, [hash]))
const frozen = new SimulationFailedError('borrow', 0, reasonOf(revertedWith('28')))

const events = [
  { type: 'xstate.done.actor.readLending', output: snapshot },
  { type: 'xstate.error.actor.readLending', error: { shortMessage: 'Failed to fetch your Aave position' } },
  { type: 'amount.change', amountText: '100' },
  { type: 'amount.change', amountText: '20000' },
  { type: 'amount.change', amountText: '0' },
  { type: 'amount.change', amountText: '23909' },
  { type: 'amount.fill', percent: 50 },
  { type: 'tab.change', tab: 'withdraw' },
  { type: 'signer.change', canSign: false },
  { type: 'action.confirm' },
  { type: 'risk.acknowledge', checked: true },
  { type: 'review.confirm' },
  { type: 'action.dismiss' },
  a.prepared(),
  a.simulated(),
  a.simulateFailed(frozen),
  a.reviewed,
  a.settled,
  a.back,
  a.broadcast(0, hash),
  a.broadcast(1, hash2),
  a.done(),
  a.feeRose(0),
  // The second step refused once the approval is mined: the plan stops part-way.
  a.stepFailed(1, repayReverted, transactionFailed, 1),
  // The last step mined and reverted: the plan failed.
  a.stepFailed(1, lastReverted, transactionFailed, 2),
  { type: 'xstate.done.actor.saveHistory', output: saved },
  { type: 'visibility.hidden' },
  { type: 'visibility.visible' },
] as unknown as (LendingEvent | ToPlan)[]

type Snapshot = SnapshotFrom<typeof lendingMachine>
const summary = (s: Snapshot) => {
  const c = s.context
  return {
    value: s.value,
    tab: c.tab,
    asset: c.assets[c.tab],
    amountText: c.amountText,
    amount: c.form.amount,
    error: c.form.error,
    newHealthFactor: c.form.newHealthFactor,
    needsAcknowledgement: c.form.needsAcknowledgement,
    acknowledged: c.acknowledged,
    canSign: c.canSign,
    hasData: c.data !== null,
    readError: c.readError,
    hidden: c.hidden,
    request: c.request && {
      intent: c.request.intent,
      amount: c.request.amount,
      needsAcknowledgement: c.request.needsAcknowledgement,
    },
    status: c.status,
    phase: statusPhase(s),
    lastHash: c.lastHash,
    history: c.history.length,
    busy: s.hasTag('busy'),
    plan: planView(s),
    running: Object.keys(s.children).sort(),
  }
}
type View = ReturnType<typeof summary>

/** The form's own events, which a frozen form (the review, the action on its way) ignores. */
const formEvents = /^(amount\.|tab\.|signer\.|action\.confirm)/

/**
 * An actor's answers only while that actor runs; the plan's only as its state asks for them; the form's
 * edits only while the form is what is on screen (the review and the action ignore them: nothing to learn).
 */
const possible = (view: View) =>
  events.filter((e) => {
    if (e.type === 'plan') return asked(e as ToPlan, view.plan)
    if (view.plan !== null && formEvents.test(e.type)) return false
    const match = /^xstate\.(?:done\.actor|error\.actor)\.(\w+)$/.exec(e.type)
    return !match || view.running.includes(match[1] as string)
  })

describe('lendingMachine, model-based', () => {
  const input = { address, canSign: true }
  const paths = livePaths({ machine: testMachine, input, view: summary, events: possible })
  const values = new Set(paths.map((p) => JSON.stringify(p.seen.value)))

  it('reaches every data state and every action state (idle, review, pending, success, failure)', () => {
    const actions = ['idle', 'review', 'pending', 'success', 'failure']
    for (const action of actions.map((a) => JSON.stringify(a)))
      expect(
        [...values].some((v) => JSON.stringify(JSON.parse(v).action) === action),
        action,
      ).toBe(true)
    for (const data of ['loading', 'idle', 'paused'])
      expect(
        [...values].some((v) => JSON.parse(v).data === data),
        data,
      ).toBe(true)
    expect(Object.keys(lendingMachine.root.states.action?.states ?? {}).sort()).toEqual([
      'failure',
      'idle',
      'pending',
      'review',
      'success',
    ])
  })

  const byValue = [...values].map(
    (v) =>
      paths
        .filter((p) => JSON.stringify(p.seen.value) === v)
        .sort((a, b) => a.steps.length - b.steps.length)[0]!,
  )
  const outcomes = paths
    .filter((p) => {
      const action = (p.seen.value as { action: unknown }).action
      return ['review', 'pending', 'success', 'failure'].includes(action as string)
    })
    .sort((a, b) => a.steps.length - b.steps.length)
    .slice(0, 40)

  for (const path of [...byValue, ...outcomes]) {
    const route = routeOf(path.steps)
    it(`reaches ${JSON.stringify(path.seen.value)} by ${route || 'start'}`, () => {
      const actor = replay(testMachine, input, [])
      for (const step of path.steps) {
        deliver(actor, step.event)
        expect(summary(actor.getSnapshot())).toEqual(step.seen)
      }
      const s = actor.getSnapshot()
      const last = path.steps.at(-1)?.event
      const told = last && said(last)
      if (s.matches({ action: 'review' })) {
        expect(planOf(s)?.context.intent).toEqual(s.context.request?.intent)
        expect(planOf(s)?.context.from).toBe(address)
        expect(s.context.status).toBeNull()
        expect(planView(s)?.phase).toMatch(/^(simulating|reviewing)$/)
      }
      // A loan's write ends when the last transaction is mined: the plan waits for the receipt.
      if (s.children.plan) expect(planOf(s)?.context.waitForReceipt).toBe(true)
      if (s.matches({ action: 'pending' })) {
        expect(s.hasTag('busy')).toBe(true)
        expect(statusPhase(s)).toBe('pending')
        expect(s.context.status).toEqual({ action: s.context.request?.tab, reason: null, step: null })
        expect(planView(s)?.phase).toMatch(/^(approving|sending|confirming)$/)
      }
      if (s.matches({ action: 'success' })) {
        expect(s.context.amountText).toBe('')
        expect(statusPhase(s)).toBe('success')
        expect(s.children.plan).toBeUndefined()
        if (told?.type === 'execute.done') {
          expect(s.matches({ data: 'loading' })).toBe(true) // the position reloads once the action is mined
          expect(s.context.lastHash).toBe(hash2) // the action's own hash, not the approval's
        }
      }
      if (s.matches({ action: 'failure' })) {
        expect(s.children.plan).toBeUndefined()
        expect(statusPhase(s)).toBe('failure')
        const status = s.context.status!
        const tab = status.action
        if (told?.type === 'execute.partial' && (told as { error?: unknown }).error === repayReverted)
          // The step's own reason: the line names the action and the step itself.
          expect(status).toMatchObject({ reason: transactionFailed, step: { failed: 2, count: 2 } })
        if (told?.type === 'xstate.error.actor.simulatePlan')
          expect(status).toMatchObject({ reason: frozen.reason, step: null })
        // Mined and reverted: '<Action> failed: Transaction failed', the step not named twice.
        if (told?.type === 'execute.partial' && (told as { error?: unknown }).error === lastReverted)
          expect(failureMessage(status)).toEqual({
            key: `lending.status.${tab}.failure`,
            values: { reason: transactionFailed },
          })
      }
      actor.stop()
    })
  }
})

/** The lending machine with a pipeline that prepares, simulates and executes (`execute` plays the chain). */
function start(data: LendingSnapshot, execute: (plan: Plan, sendBack: (e: ExecuteEvent) => void) => void) {
  const plans: Plan[] = []
  /** Whether each signed plan was to wait for its last transaction to be mined. */
  const waits: boolean[] = []
  const plan = planMachine.provide({
    actors: {
      ...silentPlanActors,
      preparePlan: fromPromise<Plan, { intent: Intent; from: `0x${string}` | null }>(async ({ input }) => {
        const intent = input.intent as Extract<Intent, { protocol: unknown }>
        const p: Plan = {
          intent,
          network: 'ethereum',
          chainId: 1,
          from: address,
          calls: [
            ...(intent.kind === 'repay' || intent.kind === 'supply'
              ? [{ step: 'approve' as const, to: address, value: 0n, target: 'Aave v3' }]
              : []),
            { step: intent.kind, to: address, value: 0n, amount: intent.amount, target: 'Aave v3' },
          ],
        }
        plans.push(p)
        return p
      }),
      simulatePlan: fromPromise(async ({ input }: { input: { plan: Plan } }) => ({
        simulated: simulated(input.plan),
        facts,
      })),
      reviewPlan: answeringReview,
      executePlan: fromCallback<
        ExecuteEvent,
        { simulated: SimulatedPlan; reviewId: string; waitForReceipt?: boolean }
      >(({ input, sendBack }) => {
        waits.push(input.waitForReceipt === true)
        execute(input.simulated, sendBack)
      }),
    },
  })
  const history: LendingHistoryEntry[] = []
  const machine = lendingMachine.provide({
    actors: {
      readLending: fromPromise(async () => data),
      planFlow: plan,
      loadHistory: fromPromise(async () => []),
      // The real actor stamps the time it saves; this one stamps a fixed instant the same way.
      saveHistory: fromPromise(async ({ input }: { input: { entry: NewLendingHistoryEntry } }) => {
        history.push({ ...input.entry, ts: savedAt })
        return [...history]
      }),
      watchVisibility: fromCallback(() => {}),
    } as never,
  })
  const actor = createActor(machine, { input: { address, canSign: true } }).start()
  return { actor, plans, history, waits }
}

const savedAt = Date.UTC(2027, 0, 1, 2, 59, 59)

const succeed = (plan: Plan, sendBack: (e: ExecuteEvent) => void) => {
  for (const index of plan.calls.keys()) sendBack({ type: 'execute.broadcast', index, hash })
  sendBack({ type: 'execute.done' })
}

describe('lendingMachine through the pipeline', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  /** The action button, then the review is on screen long enough for Confirmar to answer. */
  async function toReview(actor: ReturnType<typeof start>['actor']) {
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'action.confirm' })
    await vi.advanceTimersByTimeAsync(REVIEW_SETTLE_MS)
    expect(actor.getSnapshot().value).toMatchObject({ action: 'review' })
    expect(actor.getSnapshot().children.plan?.getSnapshot().value).toEqual({ reviewing: 'ready' })
  }

  it('borrows 100 USDC: review, Confirmar, Borrowing... then Borrowed, the amount cleared, history kept', async () => {
    const { actor, plans, history, waits } = start(snapshot, succeed)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().context.form).toMatchObject({ amount: 100_000_000n, error: null })
    await toReview(actor)
    expect(plans[0]?.intent).toEqual({
      kind: 'borrow',
      protocol: 'aaveLending',
      network: 'ethereum',
      tokenKey: 'USDC',
      amount: 100_000_000n,
    })
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(true)
    actor.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ data: 'idle', action: 'success' })
    expect(s.context).toMatchObject({ amountText: '', lastHash: hash })
    expect(s.context.status).toEqual({ action: 'borrow', reason: null, step: null })
    expect(statusPhase(s)).toBe('success')
    expect(history).toEqual([{ type: 'BORROW', token: 'USDC', amount: 100_000_000n, ts: savedAt, hash }])
    expect(s.context.history).toHaveLength(1)
    expect(waits).toEqual([true]) // success waited for the borrow to be mined
  })

  it('shows Borrowing... while the reviewed plan is signed and broadcast', async () => {
    const { actor } = start(snapshot, () => {})
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'amount.change', amountText: '100' })
    await toReview(actor)
    actor.send({ type: 'review.confirm' })
    const s = actor.getSnapshot()
    expect(s.value).toMatchObject({ action: 'pending' })
    expect(s.hasTag('busy')).toBe(true)
    expect(s.context.status).toEqual({ action: 'borrow', reason: null, step: null })
    expect(statusPhase(s)).toBe('pending')
  })

  it('below health factor 1.5 Confirmar waits for "Entiendo el riesgo"; the review names the liquidation price', async () => {
    const { actor } = start(snapshot, succeed)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'amount.change', amountText: '20000' }) // 24,900 / 20,000 = 1.245
    const { form } = actor.getSnapshot().context
    expect(form.needsAcknowledgement).toBe(true)
    expect(form.newHealthFactor).toBe(1_245_000_000_000_000_000n)
    // 20,000 of debt is liquidated when 10 WETH × price × 0.83 = 20,000: $2,409.638554216… a WETH; the pool
    // still says 1.00 at $2,409.63855422, so the figure shown, up to the cent, is $2,409.64, 19.6 % below $3,000.
    expect(form.after?.collaterals).toEqual([
      {
        asset: 'WETH',
        priceBase: 3_000_00000000n,
        valueBase: 30_000_00000000n,
        liquidationThresholdBps: 8300n,
        liquidationPriceBase: 2_409_64000000n,
        distanceBps: 1_967n,
      },
    ])
    expect(form.after?.ltvBps).toBe(6_666n)
    await toReview(actor)
    expect(actor.getSnapshot().context.request?.needsAcknowledgement).toBe(true)
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(false)
    actor.send({ type: 'review.confirm' })
    expect(actor.getSnapshot().children.plan?.getSnapshot().value).toEqual({ reviewing: 'ready' })
    actor.send({ type: 'risk.acknowledge', checked: true })
    expect(actor.getSnapshot().can({ type: 'review.confirm' })).toBe(true)
    actor.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toMatchObject({ action: 'success' })
  })

  it('a repay whose second step fails after the approval is a failure that names step 2 of 2', async () => {
    const { actor } = start(indebted, (_plan, sendBack) => {
      sendBack({ type: 'execute.broadcast', index: 0, hash })
      sendBack({ type: 'execute.partial', index: 1, error: repayReverted, reason: transactionFailed })
    })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'tab.change', tab: 'repay' })
    actor.send({ type: 'amount.max', source: 'debt' })
    expect(actor.getSnapshot().context.amountText).toBe('100')
    expect(actor.getSnapshot().context.form.onChainAmount).toBe(maxUint256) // Aave's repay-all
    await toReview(actor)
    actor.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    const s = actor.getSnapshot()
    expect(s.value).toMatchObject({ action: 'failure' })
    expect(s.context.status).toEqual({
      action: 'repay',
      reason: transactionFailed,
      step: { failed: 2, count: 2 },
    })
    expect(statusPhase(s)).toBe('failure')
    expect(s.children.plan).toBeUndefined()
    expect(s.context.amountText).toBe('100') // kept, to try again
  })

  it('a borrow mined and reverted on chain is "Borrow failed: Transaction failed", no step named', async () => {
    const reverted = errorMessage(new PlanStepFailedError('borrow', 0, transactionFailed, []))
    const { actor } = start(snapshot, (_plan, sendBack) => {
      // executePlan waited for the borrow's receipt (waitForLast) and found it reverted.
      sendBack({ type: 'execute.broadcast', index: 0, hash })
      sendBack({ type: 'execute.partial', index: 0, error: reverted, reason: transactionFailed })
    })
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'amount.change', amountText: '100' })
    await toReview(actor)
    actor.send({ type: 'review.confirm' })
    await vi.advanceTimersByTimeAsync(0)
    const s = actor.getSnapshot()
    expect(s.value).toMatchObject({ action: 'failure' })
    expect(s.context.status).toEqual({ action: 'borrow', reason: transactionFailed, step: null })
    expect(failureMessage(s.context.status!)).toEqual({
      key: 'lending.status.borrow.failure',
      values: { reason: transactionFailed },
    })
  })

  it('Volver on the review sends nothing and gives the form back', async () => {
    const execute = vi.fn()
    const { actor } = start(snapshot, execute)
    await vi.advanceTimersByTimeAsync(0)
    actor.send({ type: 'amount.change', amountText: '100' })
    await toReview(actor)
    actor.getSnapshot().children.plan?.send({ type: 'review.back' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toMatchObject({ action: 'idle' })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '100', request: null, status: null })
    expect(execute).not.toHaveBeenCalled()
  })
})

describe('lendingMachine, form rules', () => {
  const ready = (data = snapshot) => {
    const actor = createActor(testMachine, { input: { address, canSign: true } }).start()
    actor.send({ type: 'xstate.done.actor.readLending', output: data } as never)
    return actor
  }

  it('refuses above 99 % of available and anything that is not an amount above 0', () => {
    const actor = ready()
    actor.send({ type: 'amount.change', amountText: '23909' })
    expect(actor.getSnapshot().context.form.error).toEqual({
      key: 'lending.error.BorrowCapError',
      values: { available: { decimal: '24150.00', usd: true } },
    })
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    for (const text of ['abc', '0', '-1']) {
      actor.send({ type: 'amount.change', amountText: text })
      expect(actor.getSnapshot().context.form.error).toEqual({ key: 'lending.error.LendingAmountError' })
    }
  })

  it('quick-fills the borrow cap and the supplied collateral; withdrawing all without debt is Aave’s withdraw-all', () => {
    const actor = ready()
    actor.send({ type: 'amount.fill', percent: 100 })
    expect(actor.getSnapshot().context.amountText).toBe('23908.5')
    // In Spanish the fill writes a decimal comma, and reads back as the same amount.
    actor.send({ type: 'amount.fill', percent: 100, separator: ',' })
    expect(actor.getSnapshot().context.amountText).toBe('23908,5')
    expect(actor.getSnapshot().context.form.error).toBeNull()
    actor.send({ type: 'amount.slide', percent: 50, separator: ',' })
    expect(actor.getSnapshot().context.amountText).toMatch(/^\d+,\d+$/)
    actor.send({ type: 'tab.change', tab: 'withdraw' })
    actor.send({ type: 'amount.fill', percent: 50 })
    expect(actor.getSnapshot().context.form.onChainAmount).toBe(5n * 10n ** 18n)
    actor.send({ type: 'amount.fill', percent: 100 })
    expect(actor.getSnapshot().context.form.onChainAmount).toBe(maxUint256)
  })

  it('Max on withdraw asks for everything, and keeps asking after a read finds more interest', () => {
    const actor = ready()
    actor.send({ type: 'tab.change', tab: 'withdraw' })
    actor.send({ type: 'amount.fill', percent: 100 })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '10', all: true })
    // The 30-second read lands: interest grew the aWETH balance since Max was pressed.
    const grown = {
      ...snapshot,
      reserves: {
        ...snapshot.reserves,
        WETH: { ...snapshot.reserves.WETH, supplied: 10n * 10n ** 18n + 1_497_966_311n },
      },
    }
    actor.send({ type: 'data.refresh' })
    actor.send({ type: 'xstate.done.actor.readLending', output: grown } as never)
    const { context } = actor.getSnapshot()
    expect(context.amountText).toBe('10.000000001497966311')
    expect(context.form).toMatchObject({ amount: grown.reserves.WETH.supplied, onChainAmount: maxUint256 })
    actor.send({ type: 'action.confirm' })
    expect(actor.getSnapshot().context.request?.intent).toMatchObject({
      kind: 'withdraw',
      amount: maxUint256,
    })
  })

  it('a typed figure, or 50 %, is that figure: Aave is asked for exactly it', () => {
    const actor = ready()
    actor.send({ type: 'tab.change', tab: 'withdraw' })
    actor.send({ type: 'amount.fill', percent: 100 })
    actor.send({ type: 'amount.change', amountText: '10' })
    expect(actor.getSnapshot().context).toMatchObject({ all: false })
    expect(actor.getSnapshot().context.form.onChainAmount).toBe(10n * 10n ** 18n)
    actor.send({ type: 'amount.slide', percent: 100 })
    expect(actor.getSnapshot().context.all).toBe(true)
    actor.send({ type: 'amount.fill', percent: 50 })
    expect(actor.getSnapshot().context.all).toBe(false)
    actor.send({ type: 'amount.fill', percent: 100 })
    actor.send({ type: 'asset.change', asset: 'USDC' })
    expect(actor.getSnapshot().context).toMatchObject({ all: false, amountText: '10' })
  })

  it('Max on withdraw with a loan open is still the whole balance, the health factor checked on it', () => {
    const actor = ready(indebted)
    actor.send({ type: 'tab.change', tab: 'withdraw' })
    actor.send({ type: 'amount.fill', percent: 100 })
    // 100 USDC owed against nothing: the pool would refuse, and so does the form.
    expect(actor.getSnapshot().context.form.error).toMatchObject({ key: 'lending.error.UnsafeWithdrawError' })
  })

  it('Max debt repays everything even after the debt grew in the next read', () => {
    const actor = ready(indebted)
    actor.send({ type: 'tab.change', tab: 'repay' })
    actor.send({ type: 'amount.max', source: 'debt' })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '100', all: true })
    const grown = {
      ...indebted,
      reserves: { ...indebted.reserves, USDC: { ...indebted.reserves.USDC, debt: 100_000_042n } },
    }
    actor.send({ type: 'data.refresh' })
    actor.send({ type: 'xstate.done.actor.readLending', output: grown } as never)
    expect(actor.getSnapshot().context.amountText).toBe('100.000042')
    expect(actor.getSnapshot().context.form.onChainAmount).toBe(maxUint256)
    actor.send({ type: 'amount.max', source: 'wallet' })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '500', all: false })
  })

  it('a repay the wallet cannot cover in full leaves dust and says so', () => {
    const poor = {
      ...indebted,
      reserves: {
        ...indebted.reserves,
        USDC: { ...indebted.reserves.USDC, debt: 100_000_123n, wallet: 100_000_000n },
      },
    }
    const actor = ready(poor)
    actor.send({ type: 'tab.change', tab: 'repay' })
    actor.send({ type: 'amount.max', source: 'debt' })
    expect(actor.getSnapshot().context.amountText).toBe('100.000123')
    actor.send({ type: 'amount.max', source: 'debt', separator: ',' })
    expect(actor.getSnapshot().context.amountText).toBe('100,000123')
    expect(actor.getSnapshot().context.form).toMatchObject({ onChainAmount: 100_000_123n, leavesDust: true })
  })

  it('needs 0.003 ETH for gas, a signer, and a pool', () => {
    const actor = ready({ ...snapshot, nativeBalance: 2_999_999_999_999_999n })
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().context.form.error).toEqual({ key: 'lending.error.LendingGasError' })
    const signed = ready()
    signed.send({ type: 'signer.change', canSign: false })
    signed.send({ type: 'amount.change', amountText: '100' })
    expect(signed.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    const missing = ready({ ...snapshot, poolMissing: true })
    missing.send({ type: 'amount.change', amountText: '100' })
    expect(missing.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
  })

  it('a watched account is read-only: borrow (or any action) is refused by the machine, with its reason', () => {
    const watched = createActor(testMachine, { input: { address, canSign: true, watchOnly: true } }).start()
    watched.send({ type: 'xstate.done.actor.readLending', output: snapshot } as never)
    watched.send({ type: 'amount.change', amountText: '100' })
    // The form is good; the account is what refuses, and says why.
    expect(watched.getSnapshot().context.form.error).toBeNull()
    expect(writeRefusal(watched.getSnapshot().context)).toEqual({ key: 'accounts.watchOnly.note' })
    expect(watched.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    watched.send({ type: 'action.confirm' })
    expect(watched.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(watched.getSnapshot().children.plan).toBeUndefined()
    const own = ready()
    own.send({ type: 'amount.change', amountText: '100' })
    expect(writeRefusal(own.getSnapshot().context)).toBeNull()
    expect(own.getSnapshot().can({ type: 'action.confirm' })).toBe(true)
  })
})

describe('lendingMachine, linked to the session', () => {
  /** The part of the session the page follows: locked or unlocked, and whether the account is only watched. */
  const fakeSession = (watchOnly: boolean) =>
    createActor(
      setup({}).createMachine({
        initial: 'unlocked',
        context: { watchOnly },
        states: { unlocked: { on: { lock: 'locked' } }, locked: { on: { unlock: 'unlocked' } } },
      }),
    ).start()

  it('follows the session: a lock stops the action, an unlock gives it back, with no view in between', () => {
    const session = fakeSession(false)
    const actor = createActor(testMachine, { input: { address, session: session as never } }).start()
    actor.send({ type: 'xstate.done.actor.readLending', output: snapshot } as never)
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().context.canSign).toBe(true)
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(true)
    session.send({ type: 'lock' })
    expect(actor.getSnapshot().context.canSign).toBe(false)
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    session.send({ type: 'unlock' })
    expect(actor.getSnapshot().context.canSign).toBe(true)
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(true)
    actor.stop()
  })

  it('starts unable to sign when the session is locked or only watches the address', () => {
    const locked = fakeSession(false)
    locked.send({ type: 'lock' })
    const watched = fakeSession(true)
    for (const session of [locked, watched]) {
      const actor = createActor(testMachine, { input: { address, session: session as never } }).start()
      expect(actor.getSnapshot().context.canSign).toBe(false)
    }
  })
})

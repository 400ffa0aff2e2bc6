import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { devnetProfile } from '../../src/chain/devnetProfile'
import type { LendingReserve, LendingSnapshot } from '../../src/chain/protocols/aaveLending'
import { lendingAssets } from '../../src/domain/lending'
import type { LendingHistoryEntry } from '../../src/domain/lending/history'
import { type LendingEvent, lendingMachine } from '../../src/machines/lendingMachine'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const hash = `0x${'ab'.repeat(32)}` as const
const never = () => new Promise<never>(() => {})
const profile = devnetProfile({
  profile: 'devnet',
  chains: Object.fromEntries(
    [1, 137, 42161, 10].map((id) => [String(id), { chainId: id, rpcUrl: `http://127.0.0.1:1/${id}` }]),
  ),
})

const reserve = (
  asset: (typeof lendingAssets)[number],
  over: Partial<LendingReserve> = {},
): LendingReserve => ({
  asset,
  token: profile.networks.ethereum.tokenAddresses[asset] as `0x${string}`,
  decimals: asset === 'USDC' || asset === 'USDT' ? 6 : asset === 'WBTC' ? 8 : 18,
  priceBase: asset === 'WETH' ? 3_000_00000000n : asset === 'WBTC' ? 60_000_00000000n : 1_00000000n,
  liquidationThresholdBps: 8000n,
  ltvBps: 7500n,
  borrowRate: 5n * 10n ** 25n,
  supplyRate: 3n * 10n ** 25n,
  ratesFromChain: true,
  totalLiquidity: 1_000n,
  totalDebt: 500n,
  utilizationBps: 5_000n,
  wallet: 0n,
  supplied: 0n,
  debt: 0n,
  allowance: 0n,
  ...over,
})

/** 10 WETH supplied at $3000 (threshold 83 %), no debt: $24,150 available. */
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
      reserve(a, a === 'WETH' ? { supplied: 10n * 10n ** 18n, liquidationThresholdBps: 8300n } : {}),
    ]),
  ) as LendingSnapshot['reserves'],
  nativeBalance: 10n ** 18n,
  blockNumber: 7n,
  poolMissing: false,
}

const testMachine = lendingMachine.provide({
  actors: {
    readLending: fromPromise<LendingSnapshot, never>(never),
    runPlan: fromPromise<{ hashes: `0x${string}`[] }, never>(never),
    loadHistory: fromPromise<LendingHistoryEntry[], never>(never),
    saveHistory: fromPromise<LendingHistoryEntry[], never>(never),
    watchVisibility: fromCallback(() => {}),
  } as never,
})

const saved: LendingHistoryEntry[] = [{ type: 'BORROW', token: 'USDC', amount: 100_000_000n, ts: 1, hash }]

const events = [
  { type: 'xstate.done.actor.readLending', output: snapshot },
  { type: 'xstate.error.actor.readLending', error: { shortMessage: 'Failed to fetch your Aave position' } },
  { type: 'amount.change', amountText: '100' },
  { type: 'amount.change', amountText: '20000' },
  { type: 'amount.change', amountText: '0' },
  { type: 'amount.change', amountText: '23909' },
  { type: 'amount.fill', percent: 50 },
  { type: 'risk.acknowledge', checked: true },
  { type: 'tab.change', tab: 'withdraw' },
  { type: 'signer.change', canSign: false },
  { type: 'action.confirm' },
  { type: 'action.dismiss' },
  { type: 'xstate.done.actor.runPlan', output: { hashes: [hash] } },
  { type: 'xstate.error.actor.runPlan', error: { shortMessage: 'execution reverted' } },
  { type: 'xstate.done.actor.saveHistory', output: saved },
  { type: 'visibility.hidden' },
  { type: 'visibility.visible' },
] as unknown as LendingEvent[]

type Snapshot = SnapshotFrom<typeof lendingMachine>
const summary = (s: Snapshot) => {
  const c = s.context
  return {
    value: s.value,
    tab: c.tab,
    asset: c.assets[c.tab],
    amountText: c.amountText,
    amount: c.form.amount === null ? null : String(c.form.amount),
    error: c.form.error?.shortMessage ?? null,
    newHealthFactor: c.form.newHealthFactor === null ? null : String(c.form.newHealthFactor),
    needsAcknowledgement: c.form.needsAcknowledgement,
    acknowledged: c.acknowledged,
    canSign: c.canSign,
    hasData: c.data !== null,
    readError: c.readError,
    hidden: c.hidden,
    plan: c.plan ? c.plan.calls.map((call) => `${call.step}:${call.amount}`).join(',') : null,
    status: c.status,
    lastHash: c.lastHash,
    history: c.history.length,
  }
}

describe('lendingMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events,
    input: { address, profile, canSign: true },
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
    serializeEvent: (e) => JSON.stringify(e, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
  })
  const values = new Set(paths.map((p) => JSON.stringify(p.state.value)))

  it('reaches every data state and every action state of the spec (idle, pending, success, failure)', () => {
    for (const action of ['idle', 'pending', 'success', 'failure']) {
      expect(
        [...values].some((v) => JSON.parse(v).action === action),
        action,
      ).toBe(true)
    }
    for (const data of ['loading', 'idle', 'paused']) {
      expect(
        [...values].some((v) => JSON.parse(v).data === data),
        data,
      ).toBe(true)
    }
  })

  const byValue = [...values].map(
    (v) =>
      paths
        .filter((p) => JSON.stringify(p.state.value) === v)
        .sort((a, b) => a.steps.length - b.steps.length)[0]!,
  )
  const outcomes = paths
    .filter((p) => ['pending', 'success', 'failure'].includes((p.state.value as { action: string }).action))
    .sort((a, b) => a.steps.length - b.steps.length)
    .slice(0, 30)

  for (const path of [...byValue, ...outcomes]) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: { address, profile, canSign: true } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      const s = actor.getSnapshot()
      if (s.matches({ action: 'pending' })) {
        expect(s.hasTag('busy')).toBe(true)
        expect(s.context.status?.phase).toBe('pending')
      }
      if (s.matches({ action: 'success' })) {
        expect(s.context.amountText).toBe('')
        expect(s.context.status?.phase).toBe('success')
        if ((path.steps.at(-1)?.event.type as string) === 'xstate.done.actor.runPlan') {
          expect(s.matches({ data: 'loading' })).toBe(true) // the position reloads right away
        }
      }
      if (s.matches({ action: 'failure' })) expect(s.context.status?.reason).toBe('execution reverted')
      actor.stop()
    })
  }
})

describe('lendingMachine, rules', () => {
  const start = () => {
    const actor = createActor(testMachine, { input: { address, profile, canSign: true } }).start()
    actor.send({ type: 'xstate.done.actor.readLending', output: snapshot } as never)
    return actor
  }

  it('borrows 100 USDC with one plan call, then records it and reloads', () => {
    const actor = start()
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().context.form).toMatchObject({
      amount: 100_000_000n,
      error: null,
      needsAcknowledgement: false,
    })
    actor.send({ type: 'action.confirm' })
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ data: 'idle', action: 'pending' })
    expect(s.context.status).toEqual({ action: 'borrow', phase: 'pending', reason: null })
    expect(s.context.plan?.intent).toMatchObject({
      kind: 'borrow',
      protocol: 'aaveLending',
      tokenKey: 'USDC',
      amount: 100_000_000n,
    })
    actor.send({ type: 'xstate.done.actor.runPlan', output: { hashes: [hash] } } as never)
    expect(actor.getSnapshot().value).toEqual({ data: 'loading', action: 'success' })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', lastHash: hash })
    actor.send({ type: 'xstate.done.actor.saveHistory', output: saved } as never)
    expect(actor.getSnapshot().context.history).toEqual(saved)
  })

  it('needs the risk acknowledgement below health factor 1.5, and refuses above 99 % of available', () => {
    const actor = start()
    actor.send({ type: 'amount.change', amountText: '20000' }) // 24900 / 20000 = 1.245
    expect(actor.getSnapshot().context.form.needsAcknowledgement).toBe(true)
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    actor.send({ type: 'risk.acknowledge', checked: true })
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(true)
    actor.send({ type: 'amount.change', amountText: '23909' })
    expect(actor.getSnapshot().context.form.error?.shortMessage).toBe(
      'Amount exceeds available to borrow ($24,150.00). Lower the amount.',
    )
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
    actor.send({ type: 'amount.change', amountText: 'abc' })
    expect(actor.getSnapshot().context.form.error?.shortMessage).toBe('Enter a valid amount')
  })

  it('quick-fills the borrow cap and the supplied collateral', () => {
    const actor = start()
    actor.send({ type: 'amount.fill', percent: 100 })
    expect(actor.getSnapshot().context.amountText).toBe('23908.5')
    actor.send({ type: 'tab.change', tab: 'withdraw' })
    actor.send({ type: 'amount.fill', percent: 50 })
    expect(actor.getSnapshot().context.amountText).toBe('5')
    actor.send({ type: 'action.confirm' })
    expect(actor.getSnapshot().context.plan?.calls.map((c) => [c.step, c.amount])).toEqual([
      ['withdraw', 5n * 10n ** 18n],
    ])
  })

  it('cannot act without a signer', () => {
    const actor = start()
    actor.send({ type: 'signer.change', canSign: false })
    actor.send({ type: 'amount.change', amountText: '100' })
    expect(actor.getSnapshot().can({ type: 'action.confirm' })).toBe(false)
  })
})

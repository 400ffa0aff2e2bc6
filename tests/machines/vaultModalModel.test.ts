import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { PlanStepFailedError, reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import type { Intent } from '../../src/chain/pipeline/types'
import { errorMessage, transactionFailed } from '../../src/domain/errors/message'
import { MorphoMarketNotConfiguredError } from '../../src/domain/vaults/errors'
import {
  takesAll,
  type VaultFacts,
  withdrawRefusal,
  withdrawsAll,
} from '../../src/machines/vaults/vaultModalForm'
import {
  type VaultModalEvent,
  vaultModalMachine,
  writeRefusal,
} from '../../src/machines/vaults/vaultModalMachine'
import { planMachine } from '../../src/machines/write/planMachine'
import { leafStates } from './leafStates'
import {
  asked,
  deliver,
  livePaths,
  planAnswers,
  planOf,
  planView,
  replay,
  routeOf,
  said,
  type ToPlan,
} from './planChildModel'
import { from, hash1, hash2, revertedWith, silentPlanActors, stringify } from './planFixtures'

/** A wallet with 1 ETH and 250 USDC, 40 USDC in Aave; an Ethena cooldown of 5 USDe that unlocked at t=900. */
const facts: VaultFacts = {
  wallet: { ETH: 10n ** 18n, USDC: 250_000_000n, DAI: 0n, USDe: 0n },
  positions: { USDC: 40_123_456n },
  cooldown: { end: 900, amount: 5n * 10n ** 18n },
  now: 1_000,
}
const poorFacts: VaultFacts = { ...facts, wallet: { USDC: 250_000_000n, ETH: 10n ** 15n } }

/** The real modal and its real plan child, the child's I/O stubbed: the paths send the I/O's answers. */
const testMachine = vaultModalMachine.provide({
  actors: { planFlow: planMachine.provide({ actors: silentPlanActors }) },
})

/** The plan's failure when the deposit's simulation reverts (Aave's '28': the reserve is frozen). */
const simulateFailure = new SimulationFailedError('supply', 1, reasonOf(revertedWith('28')))
const simulateFailed = errorMessage(simulateFailure)
/** The last step mined and reverted: the supply itself failed on chain. */
const supplyReverted = new PlanStepFailedError('supply', 1, transactionFailed, [hash1], { hash: hash2 })
const a = planAnswers

const events: (VaultModalEvent | ToPlan)[] = [
  { type: 'modal.open', action: 'deposit' },
  { type: 'modal.open', action: 'withdraw' },
  { type: 'modal.close' },
  { type: 'facts.update', facts, address: from },
  { type: 'facts.update', facts: poorFacts, address: from },
  { type: 'amount.change', amountText: '100' },
  { type: 'amount.change', amountText: '300' },
  { type: 'amount.max' },
  { type: 'modal.submit' },
  a.prepared(),
  a.simulated(),
  a.simulateFailed(simulateFailure),
  a.reviewed,
  a.settled,
  a.confirm,
  a.back,
  a.broadcast(0),
  a.broadcast(1),
  a.done(),
  a.stepFailed(1, errorMessage(supplyReverted), transactionFailed, 2),
]

type Snapshot = SnapshotFrom<typeof vaultModalMachine>
/** What the card's modal shows: its state and fields, its buttons, and the plan child's phase and review. */
const summary = (s: Snapshot) => {
  const { facts: f, ...c } = s.context
  return {
    value: s.value,
    ...c,
    eth: f.wallet.ETH ?? 0n,
    busy: s.hasTag('busy'),
    canSubmit: s.can({ type: 'modal.submit' }),
    canClose: s.can({ type: 'modal.close' }),
    intent: (planOf(s)?.context.intent ?? null) as unknown,
    plan: planView(s),
  }
}
type View = ReturnType<typeof summary>

/** The plan's answers only while the plan child runs, and then only the flow's events it can take. */
const possible = (view: View) => events.filter((e) => e.type !== 'plan' || asked(e, view.plan))

const input = { protocol: 'aave' as const, address: from }

describe('vaultModalMachine (Aave card) with its real plan child, model-based', () => {
  const paths = livePaths({ machine: testMachine, input, view: summary, events: possible })
  const byValue = new Map<string, (typeof paths)[number]>()
  for (const p of paths) {
    const key = JSON.stringify(p.seen.value)
    const best = byValue.get(key)
    if (!best || p.steps.length < best.steps.length) byValue.set(key, p)
  }

  it('reaches idle, both busy states, success and error', () => {
    expect([...byValue.keys()].sort()).toEqual(leafStates(vaultModalMachine.root).sort())
  })

  it('walks every phase of the write: simulating, the review, the approval, the action, the receipt', () => {
    const phases = new Set(paths.map((p) => p.seen.plan?.phase).filter(Boolean))
    expect([...phases].sort()).toEqual(['approving', 'confirming', 'reviewing', 'sending', 'simulating'])
  })

  const outcomes = paths.filter((p) => ['success', 'error'].includes(String(p.seen.value))).slice(0, 30)
  for (const path of [...byValue.values(), ...outcomes]) {
    const route = routeOf(path.steps)
    it(`reaches ${JSON.stringify(path.seen.value)} by ${route || 'start'}`, () => {
      const actor = replay(testMachine, input, [])
      for (const step of path.steps) {
        deliver(actor, step.event)
        expect(stringify(summary(actor.getSnapshot()))).toEqual(stringify(step.seen))
      }
      const s = actor.getSnapshot()
      const c = s.context
      const phase = planView(s)?.phase
      // Busy is exactly the plan's life; buttons are disabled throughout.
      expect(s.hasTag('busy')).toBe(s.matches('busy'))
      if (s.matches('busy')) expect(s.can({ type: 'modal.submit' })).toBe(false)
      // The modal can be walked away from until Confirmar, never while an approval, the action or its receipt runs.
      if (s.matches({ busy: 'signing' })) {
        expect(['approving', 'sending', 'confirming']).toContain(phase)
        expect(s.can({ type: 'modal.close' })).toBe(false)
      }
      if (s.matches({ busy: 'reviewing' })) expect(['simulating', 'reviewing']).toContain(phase)
      if (s.matches('success')) {
        // The result in words needs what went out: the action, the asset and the amount (Max: all of it).
        expect(c.result).toMatchObject({ action: c.action, asset: 'USDC' })
        const sent = c.exact ?? 100_000_000n
        expect([sent, 250_000_000n, maxUint256]).toContain(c.result?.amount)
        expect(c.txHash).toBe(hash2)
        expect(c.explorerUrl).toMatch(new RegExp(`/tx/${hash2}$`))
        expect(c.error).toBeNull()
      }
      // A refused amount in the card's words, or the failure as the plan said it, for the view to
      // translate: never re-worded here.
      if (s.matches('error')) {
        const causes = ['modal.submit', 'xstate.error.actor.simulatePlan', 'execute.partial']
        const cause = path.steps
          .map((step) => said(step.event).type)
          .filter((type) => causes.includes(type))
          .at(-1)
        if (cause === 'modal.submit') expect(c.error?.key).toMatch(/^vaults\.error\./)
        else if (cause === 'xstate.error.actor.simulatePlan') expect(c.error).toEqual(simulateFailed)
        else expect(c.error).toEqual(errorMessage(supplyReverted))
        expect(c.txHash).toBeNull()
      }
      if (s.matches('busy')) {
        const intent = planOf(s)?.context.intent as Intent
        expect(intent).toMatchObject({ protocol: 'aave', tokenKey: 'USDC', network: 'ethereum' })
        const withdraw = c.action === 'withdraw'
        expect(intent?.kind).toBe(withdraw ? 'withdraw' : 'supply')
        if (c.exact !== null)
          expect((intent as { amount: bigint }).amount).toBe(withdraw ? maxUint256 : 250_000_000n)
        else expect((intent as { amount: bigint }).amount).toBe(100_000_000n)
        // Max on a withdraw is the protocol's "everything", and the modal says so; a deposit's Max is a figure.
        expect(withdrawsAll(c)).toBe(withdraw && c.exact !== null)
        // The modal's write ends at the receipt.
        expect(planOf(s)?.context.waitForReceipt).toBe(true)
      }
      actor.stop()
    })
  }
})

describe('vaultModalMachine, the spec’s messages and rules', () => {
  const run = (
    protocol: 'aave' | 'compound' | 'morpho' | 'ethena',
    f: VaultFacts,
    send: (VaultModalEvent | ToPlan)[],
  ) => replay(testMachine, { protocol, address: from, facts: f }, send).getSnapshot()
  /** The deposit planned, simulated, reviewed, confirmed; the approval and the supply broadcast. */
  const broadcast = [
    a.prepared(),
    a.simulated(),
    a.reviewed,
    a.settled,
    a.confirm,
    a.broadcast(0),
    a.broadcast(1),
  ]
  const submit = (amountText: string) =>
    [
      { type: 'modal.open', action: 'deposit' },
      { type: 'amount.change', amountText },
      { type: 'modal.submit' },
    ] as const

  it('says each invalid amount in the card’s own words', () => {
    expect(run('aave', facts, [...submit('0')]).context.error).toEqual({
      key: 'vaults.error.enterValidAmount',
    })
    expect(run('compound', facts, [...submit('abc')]).context.error).toEqual({
      key: 'vaults.error.validAmountGreaterThanZero',
    })
    expect(run('aave', facts, [...submit('300')]).context.error).toEqual({
      key: 'vaults.error.insufficientBalance',
      values: { asset: 'USDC' },
    })
    expect(run('aave', poorFacts, [...submit('1')]).context.error).toEqual({
      key: 'vaults.error.insufficientGas',
    })
  })

  it('fills Max with 6 decimals shown and the exact balance used', () => {
    const s = run('aave', { ...facts, wallet: { ...facts.wallet, DAI: 1_234_567_890_123_456_789n } }, [
      { type: 'modal.open', action: 'deposit' },
      { type: 'asset.change', asset: 'DAI' },
      { type: 'amount.max' },
    ])
    expect(s.context.amountText).toBe('1.234567')
    expect(s.context.exact).toBe(1_234_567_890_123_456_789n)
  })

  it('fills Max with the reader’s decimal comma in Spanish, and the amount it reads back is the same', () => {
    const s = run('aave', { ...facts, wallet: { ...facts.wallet, DAI: 1_234_567_890_123_456_789n } }, [
      { type: 'modal.open', action: 'deposit' },
      { type: 'asset.change', asset: 'DAI' },
      { type: 'amount.max', separator: ',' },
    ])
    expect(s.context.amountText).toBe('1,234567')
    expect(s.context.exact).toBe(1_234_567_890_123_456_789n)
  })

  it('disables the action without a wallet or an amount', () => {
    const actor = createActor(testMachine, { input: { protocol: 'aave', address: null, facts } }).start()
    actor.send({ type: 'amount.change', amountText: '1' })
    expect(actor.getSnapshot().can({ type: 'modal.submit' })).toBe(false)
    const empty = run('aave', facts, [{ type: 'modal.open', action: 'deposit' }])
    expect(empty.can({ type: 'modal.submit' })).toBe(false)
  })

  it('claims Ethena’s cooled-down USDe once it unlocks', () => {
    const s = run('ethena', facts, [{ type: 'modal.open', action: 'claim' }, { type: 'modal.submit' }])
    expect(s.value).toEqual({ busy: 'reviewing' })
    expect(planView(s)?.phase).toBe('simulating')
    expect(s.children.plan?.getSnapshot().context.intent).toMatchObject({
      kind: 'unstake',
      amount: 5n * 10n ** 18n,
    })
    const locked = run('ethena', { ...facts, now: 800 }, [{ type: 'modal.open', action: 'claim' }])
    expect(locked.can({ type: 'modal.submit' })).toBe(false)
  })

  it('shows the plan’s failure as the plan said it: a vault key thrown while planning, a simulate failure', () => {
    const failed = (error: unknown) => run('aave', facts, [...submit('100'), a.prepareFailed(error)])
    expect(failed(new MorphoMarketNotConfiguredError()).context.error).toEqual({
      key: 'vaults.error.morphoMarketNotConfigured',
    })
    const cooldown = failed(
      new SimulationFailedError('cooldown', 0, reasonOf(revertedWith('InvalidCooldown'))),
    )
    expect(cooldown.value).toBe('error')
    expect(cooldown.context.error).toEqual({
      key: 'pipeline.simulateFailed.unstake',
      values: {
        reason: {
          key: 'error.joined',
          values: { short: { key: 'error.reverted' }, nested: 'InvalidCooldown' },
        },
      },
    })
  })

  it('is done only once the last transaction is mined: a revert on chain is the step’s failure', () => {
    const actor = replay(testMachine, { protocol: 'aave', address: from, facts }, [
      ...submit('100'),
      ...broadcast,
    ])
    expect(actor.getSnapshot().value).toEqual({ busy: 'signing' })
    expect(planView(actor.getSnapshot())?.phase).toBe('confirming')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    // The supply reverts on chain (executePlan's PlanStepFailedError for the last step, once awaited).
    deliver(actor, a.stepFailed(1, errorMessage(supplyReverted), transactionFailed, 2))
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context).toMatchObject({
      txHash: null,
      error: { key: 'pipeline.stepFailed.supply', values: { reason: { key: 'pipeline.transactionFailed' } } },
    })
  })

  it('a watched account is read-only: nothing opens or submits, and the modal says why', () => {
    const watched = replay(testMachine, { protocol: 'aave', address: from, facts, watchOnly: true }, [
      { type: 'modal.open', action: 'deposit' },
      { type: 'amount.change', amountText: '100' },
      { type: 'modal.submit' },
    ] as VaultModalEvent[])
    const s = watched.getSnapshot()
    expect(writeRefusal(s.context)).toEqual({ key: 'accounts.watchOnly.note' })
    expect(s.context.open).toBe(false)
    expect(s.can({ type: 'modal.open', action: 'deposit' })).toBe(false)
    expect(s.can({ type: 'modal.open', action: 'withdraw' })).toBe(false)
    expect(s.can({ type: 'modal.submit' })).toBe(false)
    expect(s.value).toBe('idle')
    expect(s.children.plan).toBeUndefined()
    // The same card on the wallet's own account opens.
    expect(run('aave', facts, []).can({ type: 'modal.open', action: 'deposit' })).toBe(true)
    expect(writeRefusal(run('aave', facts, []).context)).toBeNull()
  })

  it('keeps Withdraw closed where nothing is held, with its reason, and opens it on the asset held', () => {
    const none = { ...facts, positions: {} }
    const closed = run('aave', none, [{ type: 'modal.open', action: 'withdraw' }])
    expect(closed.can({ type: 'modal.open', action: 'withdraw' })).toBe(false)
    expect(closed.context.open).toBe(false)
    expect(withdrawRefusal(closed.context)).toEqual({ key: 'vaults.card.noPositionToWithdraw' })
    // Deposit is still open to it; Ethena's Unstake follows the same rule.
    expect(closed.can({ type: 'modal.open', action: 'deposit' })).toBe(true)
    expect(run('ethena', none, []).can({ type: 'modal.open', action: 'withdraw' })).toBe(false)
    const dai = run('aave', { ...facts, positions: { DAI: 3n * 10n ** 18n } }, [
      { type: 'modal.open', action: 'withdraw' },
    ])
    expect(dai.context).toMatchObject({ open: true, action: 'withdraw', asset: 'DAI' })
    expect(withdrawRefusal(dai.context)).toBeNull()
  })

  it('ends a deposit with what was done and the hash, never the start button', () => {
    const actor = replay(testMachine, { protocol: 'aave', address: from, facts }, [
      ...submit('100'),
      ...broadcast,
      a.done(),
    ])
    const s = actor.getSnapshot()
    expect(s.value).toBe('success')
    expect(s.context).toMatchObject({
      result: { action: 'deposit', asset: 'USDC', amount: 100_000_000n },
      txHash: hash2,
      amountText: '',
    })
    expect(s.can({ type: 'modal.submit' })).toBe(false)
    expect(s.can({ type: 'modal.close' })).toBe(true)
    // A Max withdraw ends as "all of it", not as the figure it read.
    const all = createActor(testMachine, { input: { protocol: 'aave', address: from, facts } }).start()
    for (const e of [
      { type: 'modal.open', action: 'withdraw' },
      { type: 'amount.max' },
      { type: 'modal.submit' },
    ] as const)
      all.send(e)
    expect(all.getSnapshot().context.result).toMatchObject({ action: 'withdraw', amount: maxUint256 })
    expect(takesAll(all.getSnapshot().context.result!)).toBe(true)
  })

  it('opening clears error and hash', () => {
    const actor = replay(testMachine, { protocol: 'aave', address: from, facts }, [
      ...submit('100'),
      ...broadcast,
      a.done(),
    ])
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.txHash).toBe(hash2)
    actor.send({ type: 'modal.open', action: 'withdraw' })
    expect(actor.getSnapshot().context).toMatchObject({
      txHash: null,
      error: null,
      explorerUrl: null,
      result: null,
      open: true,
    })
  })
})

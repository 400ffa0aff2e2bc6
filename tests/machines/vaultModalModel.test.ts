import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { PlanStepFailedError, reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import type { StepKind } from '../../src/chain/pipeline/types'
import { errorMessage, transactionFailed } from '../../src/domain/errors/message'
import { MorphoMarketNotConfiguredError } from '../../src/domain/vaults/errors'
import {
  takesAll,
  type VaultFacts,
  withdrawRefusal,
  withdrawsAll,
} from '../../src/machines/vaults/vaultModalForm'
import { type VaultModalEvent, vaultModalMachine } from '../../src/machines/vaults/vaultModalMachine'
import { planMachine } from '../../src/machines/write/planMachine'
import { leafStates } from './leafStates'
import { from, hash1, hash2, revertedWith, silentPlanActors, stringify, supplyPlan } from './planFixtures'

/** A wallet with 1 ETH and 250 USDC, 40 USDC in Aave; an Ethena cooldown of 5 USDe that unlocked at t=900. */
const facts: VaultFacts = {
  wallet: { ETH: 10n ** 18n, USDC: 250_000_000n, DAI: 0n, USDe: 0n },
  positions: { USDC: 40_123_456n },
  cooldown: { end: 900, amount: 5n * 10n ** 18n },
  now: 1_000,
}
const poorFacts: VaultFacts = { ...facts, wallet: { USDC: 250_000_000n, ETH: 10n ** 15n } }

const testMachine = vaultModalMachine.provide({
  actors: {
    planFlow: planMachine.provide({ actors: silentPlanActors }),
    // The receipt never comes by itself: the paths send its answer.
    waitForReceipt: fromPromise<void, { hashes: `0x${string}`[]; step: StepKind }>(
      () => new Promise(() => {}),
    ),
  },
})

/** The plan's failure when the deposit's simulation reverts (Aave's '28': the reserve is frozen). */
const simulateFailed = errorMessage(new SimulationFailedError('supply', 1, reasonOf(revertedWith('28'))))
/** The last step mined and reverted: the supply itself failed on chain. */
const supplyReverted = new PlanStepFailedError('supply', 1, transactionFailed, [hash1], { hash: hash2 })

const planAt = (value: unknown, step = 0) => ({
  type: 'xstate.snapshot.plan',
  snapshot: { value, context: { plan: supplyPlan, step } },
})

const events = [
  { type: 'modal.open', action: 'deposit' },
  { type: 'modal.open', action: 'withdraw' },
  { type: 'modal.close' },
  { type: 'facts.update', facts, address: from },
  { type: 'facts.update', facts: poorFacts, address: from },
  { type: 'amount.change', amountText: '100' },
  { type: 'amount.change', amountText: '0' },
  { type: 'amount.change', amountText: '300' },
  { type: 'amount.max' },
  { type: 'modal.submit' },
  planAt('simulating'),
  planAt({ reviewing: 'ready' }),
  planAt('executing', 0),
  planAt('executing', 1),
  { type: 'xstate.done.actor.plan', output: { status: 'done', hashes: [hash1, hash2] } },
  { type: 'xstate.done.actor.plan', output: { status: 'failed', error: simulateFailed, hashes: [] } },
  { type: 'xstate.done.actor.plan', output: { status: 'cancelled', hashes: [] } },
  { type: 'xstate.done.actor.waitForReceipt' },
  { type: 'xstate.error.actor.waitForReceipt', error: supplyReverted },
] as unknown as VaultModalEvent[]

type Snapshot = SnapshotFrom<typeof vaultModalMachine>
const summary = (s: Snapshot) => {
  const { facts: f, ...c } = s.context
  return {
    value: s.value,
    ...c,
    eth: f.wallet.ETH ?? 0n,
    busy: s.hasTag('busy'),
    canSubmit: s.can({ type: 'modal.submit' }),
    plan: (s.children.plan?.getSnapshot().context.intent ?? null) as unknown,
  }
}

/** The plan's reports only while the plan child runs; the receipt's only while it is awaited. */
const possible = (s: Snapshot): VaultModalEvent[] =>
  events.filter((e) => {
    if (/^xstate\.(done\.actor|snapshot)\.plan$/.test(e.type))
      return s.children.plan?.getSnapshot().status === 'active'
    if (/^xstate\.(done|error)\.actor\.waitForReceipt$/.test(e.type)) return 'waitForReceipt' in s.children
    return true
  })

const input = { protocol: 'aave' as const, address: from }

describe('vaultModalMachine (Aave card), model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events: possible,
    input,
    serializeState: (s) => stringify(summary(s as Snapshot)),
    serializeEvent: stringify,
  })
  const byValue = new Map<string, (typeof paths)[number]>()
  for (const p of paths) {
    const key = JSON.stringify(p.state.value)
    const best = byValue.get(key)
    if (!best || p.steps.length < best.steps.length) byValue.set(key, p)
  }

  it('reaches idle, every busy phase, success and error', () => {
    expect([...byValue.keys()].sort()).toEqual(leafStates(vaultModalMachine.root).sort())
  })

  const outcomes = paths.filter((p) => ['success', 'error'].includes(String(p.state.value))).slice(0, 30)
  for (const path of [...byValue.values(), ...outcomes]) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(stringify(summary(actor.getSnapshot()))).toEqual(stringify(summary(step.state as Snapshot)))
      }
      const s = actor.getSnapshot()
      const c = s.context
      // Busy is exactly the plan's life; buttons are disabled throughout.
      expect(s.hasTag('busy')).toBe(s.matches('busy'))
      if (s.matches('busy')) expect(s.can({ type: 'modal.submit' })).toBe(false)
      if (s.matches('success')) {
        // The result in words needs what went out: the action, the asset and the amount (Max: all of it).
        expect(c.result).toMatchObject({ action: c.action, asset: 'USDC' })
        const sent = c.exact ?? 100_000_000n
        expect([sent, 250_000_000n, maxUint256]).toContain(c.result?.amount)
        expect(c.txHash).toBe(hash2)
        expect(c.explorerUrl).toMatch(new RegExp(`/tx/${hash2}$`))
        expect(c.error).toBeNull()
      }
      // A refused amount in the card's words, or the failure as the plan (or the receipt) said it, for the
      // view to translate: never re-worded here.
      if (s.matches('error')) {
        const causes = ['modal.submit', 'xstate.done.actor.plan', 'xstate.error.actor.waitForReceipt']
        const last = path.steps
          .map((step) => step.event.type as string)
          .filter((type) => causes.includes(type))
          .at(-1)
        if (last === 'modal.submit') expect(c.error?.key).toMatch(/^vaults\.error\./)
        else if (last === 'xstate.done.actor.plan') expect(c.error).toEqual(simulateFailed)
        else expect(c.error).toEqual(errorMessage(supplyReverted))
      }
      if (s.matches('busy')) {
        const intent = s.children.plan?.getSnapshot().context.intent
        expect(intent).toMatchObject({ protocol: 'aave', tokenKey: 'USDC', network: 'ethereum' })
        const withdraw = c.action === 'withdraw'
        expect(intent?.kind).toBe(withdraw ? 'withdraw' : 'supply')
        if (c.exact !== null)
          expect((intent as { amount: bigint }).amount).toBe(withdraw ? maxUint256 : 250_000_000n)
        else expect((intent as { amount: bigint }).amount).toBe(100_000_000n)
        // Max on a withdraw is the protocol's "everything", and the modal says so; a deposit's Max is a figure.
        expect(withdrawsAll(c)).toBe(withdraw && c.exact !== null)
      }
      actor.stop()
    })
  }
})

describe('vaultModalMachine, the spec’s messages and rules', () => {
  const run = (
    protocol: 'aave' | 'compound' | 'morpho' | 'ethena',
    f: VaultFacts,
    send: VaultModalEvent[],
  ) => {
    const actor = createActor(testMachine, { input: { protocol, address: from, facts: f } }).start()
    for (const e of send) actor.send(e)
    return actor.getSnapshot()
  }
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
    expect(s.value).toEqual({ busy: 'simulating' })
    expect(s.children.plan?.getSnapshot().context.intent).toMatchObject({
      kind: 'unstake',
      amount: 5n * 10n ** 18n,
    })
    const locked = run('ethena', { ...facts, now: 800 }, [{ type: 'modal.open', action: 'claim' }])
    expect(locked.can({ type: 'modal.submit' })).toBe(false)
  })

  it('shows the plan’s failure as the plan said it: a vault key thrown while planning, a simulate failure', () => {
    const failed = (error: unknown) =>
      run('aave', facts, [
        ...submit('100'),
        {
          type: 'xstate.done.actor.plan',
          output: { status: 'failed', error: errorMessage(error), hashes: [] },
        } as unknown as VaultModalEvent,
      ])
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
    const actor = createActor(testMachine, { input: { protocol: 'aave', address: from, facts } }).start()
    for (const e of submit('100')) actor.send(e)
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash1, hash2] },
    } as VaultModalEvent)
    expect(actor.getSnapshot().value).toEqual({ busy: 'confirming' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({
      type: 'xstate.error.actor.waitForReceipt',
      error: supplyReverted,
    } as unknown as VaultModalEvent)
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context).toMatchObject({
      txHash: null,
      error: { key: 'pipeline.stepFailed.supply', values: { reason: { key: 'pipeline.transactionFailed' } } },
    })
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
    const actor = createActor(testMachine, { input: { protocol: 'aave', address: from, facts } }).start()
    for (const e of submit('100')) actor.send(e)
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash1, hash2] },
    } as VaultModalEvent)
    actor.send({ type: 'xstate.done.actor.waitForReceipt' } as unknown as VaultModalEvent)
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
    const actor = createActor(testMachine, { input: { protocol: 'aave', address: from, facts } }).start()
    for (const e of submit('100')) actor.send(e)
    actor.send({
      type: 'xstate.done.actor.plan',
      output: { status: 'done', hashes: [hash1] },
    } as VaultModalEvent)
    actor.send({ type: 'xstate.done.actor.waitForReceipt' } as unknown as VaultModalEvent)
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.txHash).toBe(hash1)
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

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { reasonOf, SimulationFailedError } from '../../src/chain/pipeline/errors'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import type { VaultsRead } from '../../src/chain/protocols/readVaults'
import { protocolIds } from '../../src/domain/catalogue/protocols'
import { errorMessage } from '../../src/domain/errors/message'
import { withdrawRefusal } from '../../src/machines/vaults/vaultModalForm'
import type { VaultsPageData } from '../../src/machines/vaults/vaultsPageActors'
import { vaultsPageMachine } from '../../src/machines/vaults/vaultsPageMachine'
import {
  estimatedEarnings,
  investmentAmount,
  pageTea,
  periodDivisor,
  portfolioTea,
  totalYieldEarned,
  vaultActivity,
  vaultAlerts,
  visibleCards,
} from '../../src/machines/vaults/vaultsPageRules'
import { planMachine } from '../../src/machines/write/planMachine'
import { planAnswers as a, deliver, planView } from './planChildModel'
import { from, hash1, pool, revertedWith, revokePlan, silentPlanActors, usdc } from './planFixtures'

describe('vaults page rules', () => {
  it('filters by risk tolerance and orders the cards at the tolerance first, then by APY', () => {
    expect(visibleCards('all', 'low')).toEqual(['aave', 'compound'])
    const rates = {
      yearn: { apy: 0.09, source: 'chain' as const },
      curve: { apy: 0.02, source: 'chain' as const },
    }
    expect(visibleCards('all', 'medium', rates)).toEqual([
      'yearn',
      'curve',
      'morpho',
      'convex',
      'aave',
      'compound',
    ])
    expect(visibleCards('all', 'high')).toHaveLength(8)
    expect(visibleCards('all', 'high').slice(0, 2).sort()).toEqual(['beefy', 'ethena'])
    expect(visibleCards('ethena', 'low')).toEqual([])
    expect(visibleCards('aave', 'high')).toEqual(['aave'])
  })

  it('divides a year by 52 for a week, 12 for a month, 1 for a year', () => {
    expect(periodDivisor).toEqual({ week: 52, month: 12, year: 1 })
    expect(estimatedEarnings(1000, 0.052, 'week')).toBeCloseTo(1)
    expect(estimatedEarnings(1200, 0.05, 'month')).toBeCloseTo(5)
    expect(estimatedEarnings(1000, 0.05, 'year')).toBeCloseTo(50)
    expect(estimatedEarnings(1000, null, 'year')).toBeNull()
    expect(investmentAmount('')).toBe(1000)
    expect(investmentAmount('2500,5')).toBe(2500.5)
    expect(investmentAmount('-3')).toBe(1000)
    expect(investmentAmount('2.500,5')).toBe(2500.5)
    expect(investmentAmount('2,500.5')).toBe(2500.5)
    expect(investmentAmount('1.5')).toBe(1.5)
    expect(investmentAmount('2,500')).toBe(2.5)
  })

  it('raises the four alerts at their thresholds, not at them', () => {
    const calm = { inflation: 0.05, realYield: 0.02, health: 60, fastGasGwei: 50 }
    expect(vaultAlerts(calm)).toEqual([])
    expect(
      vaultAlerts({ inflation: 0.0501, realYield: 0.0199, health: 59, fastGasGwei: 50.1 }).map((a) => a.key),
    ).toEqual(['inflation', 'realYield', 'health', 'gas'])
    expect(vaultAlerts({ ...calm, health: 59 })).toEqual([{ type: 'critical', key: 'health' }])
  })

  const entry = (over: Partial<ActivityEntry> & Pick<ActivityEntry, 'intent'>): ActivityEntry => ({
    hash: hash1,
    chainId: 1,
    network: 'ethereum',
    from,
    nonce: 0,
    planId: 'p',
    stepIndex: 1,
    stepCount: 2,
    step: 'supply',
    target: 'Aave v3',
    status: 'confirmed',
    createdAt: 1,
    updatedAt: 1,
    ...over,
  })
  const supply = entry({
    intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n },
  })

  it('earns the positions’ value minus what went in net, from confirmed vault plans only', () => {
    const positions = [{ protocol: 'aave' as const, asset: 'USDC' as const, value: 103_500_000n }]
    expect(totalYieldEarned([supply], positions)).toBeCloseTo(3.5)
    expect(totalYieldEarned([{ ...supply, status: 'pending' }], positions)).toBe(0)
    const withdrew = entry({
      createdAt: 2,
      stepIndex: 0,
      stepCount: 1,
      intent: {
        kind: 'withdraw',
        protocol: 'aave',
        network: 'ethereum',
        tokenKey: 'USDC',
        amount: 50_000_000n,
      },
    })
    expect(totalYieldEarned([supply, withdrew], [{ ...positions[0]!, value: 51_000_000n }])).toBeCloseTo(1)
    const transfer = entry({
      intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'USDC', to: pool, amount: 1n },
    })
    expect(vaultActivity([transfer, supply])).toEqual([supply])
  })

  it('weights the real-yield TEA by the deposits, else averages the cards, and says which it is', () => {
    const rates = {
      aave: { apy: 0.04, source: 'chain' as const },
      yearn: { apy: 0.08, source: 'chain' as const },
    }
    // Two different facts (issue 44): the page names the deposits' TEA and the vaults' average differently.
    expect(portfolioTea(rates, [])).toEqual({ tea: expect.closeTo(0.06, 10), of: 'vaultsAverage' })
    expect(
      portfolioTea(rates, [
        { protocol: 'aave', asset: 'USDC', value: 300_000_000n },
        { protocol: 'yearn', asset: 'USDC', value: 100_000_000n },
      ]),
    ).toEqual({ tea: expect.closeTo(0.05, 10), of: 'deposits' })
    expect(portfolioTea({}, [])).toBeNull()
  })

  it('averages only the cards on screen when nothing is deposited, and says the alert of that average as such', () => {
    const rates = {
      aave: { apy: 0.02, source: 'chain' as const },
      compound: { apy: 0.04, source: 'chain' as const },
      ethena: { apy: 0.12, source: 'chain' as const },
    }
    // At a low tolerance Ethena is not shown: an average with it was above every card the saver saw.
    const low = { strategy: 'all' as const, risk: 'low' as const }
    expect(visibleCards(low.strategy, low.risk, rates)).not.toContain('ethena')
    const data = { rates, read: { positions: [] } }
    expect(pageTea({ ...low, data })).toEqual({ tea: expect.closeTo(0.03, 10), of: 'vaultsAverage' })
    expect(pageTea({ strategy: 'all', risk: 'high', data })?.tea).toBeCloseTo(0.06, 10)
    expect(pageTea({ ...low, data: null })).toBeNull()
    // Deposits weigh as they are, whatever is on screen.
    const held = {
      rates,
      read: { positions: [{ protocol: 'ethena' as const, asset: 'USDe' as const, value: 10n ** 18n }] },
    }
    expect(pageTea({ ...low, data: held })).toEqual({ tea: expect.closeTo(0.12, 10), of: 'deposits' })
    const calm = { inflation: 0.01, health: 90, fastGasGwei: 10 }
    expect(vaultAlerts({ ...calm, realYield: 0.01, realYieldOf: 'vaultsAverage' })).toEqual([
      { type: 'warning', key: 'realYieldAverage' },
    ])
    expect(vaultAlerts({ ...calm, realYield: 0.01, realYieldOf: 'deposits' })).toEqual([
      { type: 'warning', key: 'realYield' },
    ])
  })
})

const read: VaultsRead = {
  timestamp: 1_000,
  rates: { aave: { USDC: null, DAI: null }, compound: null, morpho: null, sharePrices: {} },
  positions: [{ protocol: 'aave', receipt: 'aUSDC', asset: 'USDC', shares: 7n, value: 7n }],
  wallet: { ETH: 10n ** 18n, USDC: 5n },
  allowances: [
    {
      token: usdc,
      tokenKey: 'USDC',
      symbol: 'USDC',
      spender: pool,
      contract: 'aavePool',
      name: 'Aave v3',
      amount: 9n,
    },
  ],
  ethena: null,
  convexEarned: 0n,
}
const data = { read, activity: [] } as unknown as VaultsPageData
/** The revoke's simulation reverts: the token is paused. */
const revokeRefused = new SimulationFailedError('revoke', 0, reasonOf(revertedWith('USDT: paused')))
const revokeFailed = errorMessage(revokeRefused)

describe('vaultsPageMachine', () => {
  /** How many times the page was read. */
  let loads = 0
  const machine = vaultsPageMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => ({
        inflationSource: 'reference' as const,
        risk: 'high' as const,
      })),
      saveSettings: fromPromise<void, unknown>(async () => {}),
      loadPage: fromPromise<VaultsPageData, unknown>(async () => {
        loads += 1
        return data
      }),
      watchActivity: fromCallback(() => {}),
      watchSession: fromCallback(() => {}),
      watchVisibility: fromCallback(() => {}),
      planFlow: planMachine.provide({ actors: silentPlanActors }),
    } as never,
  })
  const started = async () => {
    loads = 0
    const actor = createActor(machine, { input: { address: from } }).start()
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    return actor
  }

  it('spawns one modal per card and gives each its own position and the wallet', async () => {
    const actor = await started()
    const s = actor.getSnapshot()
    expect(s.context.settings.inflationSource).toBe('reference')
    expect(s.matches({ data: 'idle' })).toBe(true)
    expect(Object.keys(s.context.modals).sort()).toEqual([...protocolIds].sort())
    const aave = s.context.modals.aave.getSnapshot().context.facts
    expect(aave).toEqual({ wallet: read.wallet, positions: { USDC: 7n }, cooldown: null, now: 1_000 })
    expect(s.context.modals.yearn.getSnapshot().context.facts.positions).toEqual({})
    actor.stop()
  })

  it('lets a card open Withdraw only where the read found a position, and says why not elsewhere', async () => {
    const actor = await started()
    const { aave, yearn } = actor.getSnapshot().context.modals
    expect(aave.getSnapshot().can({ type: 'modal.open', action: 'withdraw' })).toBe(true)
    expect(withdrawRefusal(aave.getSnapshot().context)).toBeNull()
    // Yearn holds nothing: Withdraw is disabled with its reason, and pressing it anyway opens nothing.
    expect(yearn.getSnapshot().can({ type: 'modal.open', action: 'withdraw' })).toBe(false)
    expect(yearn.getSnapshot().can({ type: 'modal.open', action: 'deposit' })).toBe(true)
    expect(withdrawRefusal(yearn.getSnapshot().context)).toEqual({ key: 'vaults.card.noPositionToWithdraw' })
    yearn.send({ type: 'modal.open', action: 'withdraw' })
    expect(yearn.getSnapshot().context.open).toBe(false)
    actor.stop()
  })

  it('opens at the tolerance the saver chose last, low until they choose (issue 44)', async () => {
    // The page's own settings store, on a device's storage.
    const stored = new Map<string, string>()
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    }
    const saved = vaultsPageMachine.provide({
      actors: {
        loadPage: fromPromise<VaultsPageData, unknown>(async () => data),
        watchActivity: fromCallback(() => {}),
        watchSession: fromCallback(() => {}),
        watchVisibility: fromCallback(() => {}),
      } as never,
    })
    const open = async () => {
      const actor = createActor(saved, { input: { address: from } }).start()
      await new Promise((r) => setTimeout(r, 0))
      await new Promise((r) => setTimeout(r, 0))
      return actor
    }
    Object.assign(globalThis, { localStorage: storage })
    try {
      const first = await open()
      expect(first.getSnapshot().context.risk).toBe('low')
      // Low: only the low-risk cards, Aave and Compound.
      expect(visibleCards('all', first.getSnapshot().context.risk).sort()).toEqual(['aave', 'compound'])
      first.send({ type: 'risk.set', risk: 'medium' })
      await new Promise((r) => setTimeout(r, 0))
      first.stop()
      expect((await open()).getSnapshot().context.risk).toBe('medium')
      // A record the page cannot read opens at low again.
      stored.set('vaultsSettings', '{"risk":"reckless"}')
      expect((await open()).getSnapshot().context.risk).toBe('low')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  /**
   * What the Aprobaciones panel shows: the revoke's review (the plan child's phase) in place of the list, whether
   * Revoke can be pressed, the failure and the hash.
   */
  const panel = (actor: Awaited<ReturnType<typeof started>>) => {
    const s = actor.getSnapshot()
    return {
      review: s.context.revoking && s.children.plan ? planView(s)?.phase : null,
      canRevoke: s.can({ type: 'allowance.revoke', allowance: read.allowances[0]! }),
      error: s.context.revokeError,
      hash: s.context.revokeHash,
    }
  }
  /** Revoke pressed on the row, and its plan made: approve(pool, 0) of USDC. */
  const revokeStarted = async () => {
    const actor = await started()
    actor.send({ type: 'allowance.revoke', allowance: read.allowances[0]! })
    deliver(actor, a.prepared(revokePlan))
    return actor
  }

  it('holds the controls and runs Revoke through a plan of its own', async () => {
    const actor = await started()
    actor.send({ type: 'period.set', period: 'week' })
    actor.send({ type: 'risk.set', risk: 'low' })
    actor.send({ type: 'strategy.set', strategy: 'aave' })
    actor.send({ type: 'amount.change', amountText: '250' })
    expect(actor.getSnapshot().context).toMatchObject({
      period: 'week',
      risk: 'low',
      strategy: 'aave',
      amountText: '250',
    })
    expect(panel(actor)).toEqual({ review: null, canRevoke: true, error: null, hash: null })
    actor.send({ type: 'allowance.revoke', allowance: read.allowances[0]! })
    const revoke = actor.getSnapshot().children.plan
    expect(revoke?.getSnapshot().context.intent).toEqual({
      kind: 'revoke',
      network: 'ethereum',
      tokenKey: 'USDC',
      spender: pool,
    })
    expect(panel(actor)).toEqual({ review: 'simulating', canRevoke: false, error: null, hash: null })
    // The plan made, and its simulation refused (the token is paused): the review ends in the plan's failure.
    deliver(actor, a.prepared(revokePlan))
    deliver(actor, a.simulateFailed(revokeRefused))
    // The plan's failure as it came, for the view to translate once; the list again.
    expect(panel(actor)).toEqual({ review: null, canRevoke: true, error: revokeFailed, hash: null })
    expect(actor.getSnapshot().context.revoking).toBeNull()
    expect(actor.getSnapshot().children.plan).toBeUndefined()
    actor.stop()
  })

  it('a revoke confirmed on its review is sent, its hash shown and the page read again', async () => {
    const actor = await revokeStarted()
    deliver(actor, a.simulated(revokePlan))
    deliver(actor, a.reviewed)
    expect(panel(actor)).toEqual({ review: 'reviewing', canRevoke: false, error: null, hash: null })
    deliver(actor, a.settled)
    deliver(actor, a.confirm)
    expect(panel(actor)).toEqual({ review: 'sending', canRevoke: false, error: null, hash: null })
    deliver(actor, a.broadcast(0))
    expect(panel(actor)).toEqual({ review: 'confirming', canRevoke: false, error: null, hash: null })
    expect(loads).toBe(1)
    deliver(actor, a.done(1))
    expect(panel(actor)).toEqual({ review: null, canRevoke: true, error: null, hash: hash1 })
    expect(actor.getSnapshot().children.plan).toBeUndefined()
    // The allowances are read again, so the revoked one leaves the list.
    expect(actor.getSnapshot().matches({ data: 'loading' })).toBe(true)
    expect(loads).toBe(2)
    actor.stop()
  })

  it('Volver on the revoke’s review sends nothing and gives the list back', async () => {
    const actor = await revokeStarted()
    deliver(actor, a.simulated(revokePlan))
    deliver(actor, a.reviewed)
    deliver(actor, a.back)
    expect(panel(actor)).toEqual({ review: null, canRevoke: true, error: null, hash: null })
    expect(actor.getSnapshot().context.revoking).toBeNull()
    expect(actor.getSnapshot().children.plan).toBeUndefined()
    expect(loads).toBe(1)
    actor.stop()
  })
})

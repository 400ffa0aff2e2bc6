import { encodeFunctionData, maxUint256, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { planApproval } from '../../../src/chain/pipeline'
import { forReview } from '../../../src/chain/pipeline/simulatePlan'
import type { Plan } from '../../../src/chain/pipeline/types'
import { readVaults } from '../../../src/chain/protocols'
import { aavePoolAbi } from '../../../src/chain/protocols/aaveLendingAbis'
import { erc20Abi } from '../../../src/chain/protocols/abis'
import { UnsafeTransactionError } from '../../../src/domain/errors'
import { checkPlan } from '../../../src/workers/vault/review/checkPlan'
import { copyPlan } from '../../../src/workers/vault/review/planCopy'
import { sUSDe } from '../helpers/abis'
import { deal, devnetClient, isolateEachTest, manifest, send } from '../helpers/devnet'
import { freshAddress } from '../support/manifest'
import {
  planAaveDeposit,
  planAaveWithdraw,
  planAllowanceRevoke,
  planBeefyDeposit,
  planBeefyWithdraw,
  planCompoundDeposit,
  planCompoundWithdraw,
  planConvexDeposit,
  planConvexWithdraw,
  planCurveDeposit,
  planCurveWithdraw,
  planEthenaClaim,
  planEthenaStake,
  planEthenaUnstake,
  planMorphoDeposit,
  planMorphoWithdraw,
  planYearnDeposit,
  planYearnWithdraw,
} from '../support/vaultIntents'
import { appSide, grantElsewhere, newWallet, runPlan, walletPolicy } from './support'

const client = devnetClient(1)

/** The worker's reading of a plan at review, as simulated (fees and gas well within the caps). */
const review = (plan: Plan) =>
  checkPlan(
    walletPolicy(),
    copyPlan(
      forReview({
        ...plan,
        gasLimits: plan.calls.map(() => 500_000n),
        fees: { maxFeePerGas: 50_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n },
        maxFee: 0n,
        assetChanges: [],
        simulation: 'call',
      }),
    ),
  )

describe("the worker's signing allow-list accepts every call the vault plans make", () => {
  isolateEachTest(client)

  it('deposit, withdraw (an amount and all), cooldown, claim, direct unstake, USDT reset and revoke', async () => {
    const { profile, reader } = appSide()
    const w = await newWallet(client)
    const me = w.address
    const t = profile.networks.ethereum.tokenAddresses
    await deal(client, t.USDC!, me, parseUnits('10000', 6))
    await deal(client, t.DAI!, me, parseEther('10000'))
    await deal(client, t.USDe!, me, parseEther('10000'))
    const args = { profile, from: me }
    const usdc = parseUnits('1000', 6)
    const deposits = [
      await planAaveDeposit(reader, { ...args, asset: 'USDC', amount: usdc }),
      await planAaveDeposit(reader, { ...args, asset: 'DAI', amount: parseEther('100') }),
      await planMorphoDeposit(reader, { ...args, amount: parseEther('1000') }),
      await planEthenaStake(reader, { ...args, amount: parseEther('1000') }),
      await planCompoundDeposit(reader, { ...args, amount: usdc }),
      await planCurveDeposit(reader, { ...args, amount: usdc }),
      await planConvexDeposit(reader, { ...args, amount: usdc }),
      await planYearnDeposit(reader, { ...args, amount: usdc }),
      await planBeefyDeposit(reader, { ...args, amount: usdc }),
    ]
    // Sent for real (runPlan signs behind the same allow-list), so the withdraw plans below have positions.
    for (const plan of deposits) await runPlan(client, w, plan)

    const some = parseUnits('10', 6)
    const withdrawals = [
      await planAaveWithdraw(reader, { ...args, asset: 'USDC', amount: some }),
      await planAaveWithdraw(reader, { ...args, asset: 'DAI', amount: maxUint256 }),
      await planMorphoWithdraw(reader, { ...args, amount: parseEther('10') }),
      await planMorphoWithdraw(reader, { ...args, amount: maxUint256 }),
      await planCompoundWithdraw(reader, { ...args, amount: some }),
      await planCompoundWithdraw(reader, { ...args, amount: maxUint256 }),
      await planCurveWithdraw(reader, { ...args, amount: some }),
      await planCurveWithdraw(reader, { ...args, amount: maxUint256 }),
      await planConvexWithdraw(reader, { ...args, amount: some }),
      await planConvexWithdraw(reader, { ...args, amount: maxUint256 }),
      await planYearnWithdraw(reader, { ...args, amount: some }),
      await planYearnWithdraw(reader, { ...args, amount: maxUint256 }),
      await planBeefyWithdraw(reader, { ...args, amount: some }),
      await planBeefyWithdraw(reader, { ...args, amount: maxUint256 }),
      await planEthenaUnstake(reader, { ...args, amount: parseEther('10') }), // cooldownAssets
      await planEthenaUnstake(reader, { ...args, amount: maxUint256 }), // cooldownShares
      planEthenaClaim({ ...args, underlyingAmount: parseEther('10') }),
    ]

    // The USDT reset-to-0 path and a revoke of every kind the list shows (a catalogue token and 3Crv).
    const pool = profile.vaults.aavePool
    await grantElsewhere(client, me, t.USDT!, pool, 5n)
    await grantElsewhere(client, me, profile.vaults.curve3crv, profile.vaults.convexBooster, 5n)
    const reset = await planApproval(reader, {
      token: t.USDT!,
      tokenKey: 'USDT',
      owner: me,
      spender: pool,
      amount: 7n,
      target: 'Aave v3',
    })
    expect(reset.map((c) => c.step)).toEqual(['resetApproval', 'approve'])
    const revokes = (await readVaults(reader, { profile, address: me })).allowances.map((allowance) =>
      planAllowanceRevoke({ ...args, allowance }),
    )
    expect(revokes).toHaveLength(2)

    // With the cooldown off, Ethena unstakes by ERC-4626 withdraw and redeem.
    await client.impersonateAccount({ address: manifest().owner })
    await send(client, manifest().owner, {
      address: profile.vaults.sUSDe,
      abi: sUSDe,
      functionName: 'setCooldownDuration',
      args: [0],
    })
    await runPlan(client, w, await planEthenaStake(reader, { ...args, amount: parseEther('100') }))
    const direct = [
      await planEthenaUnstake(reader, { ...args, amount: parseEther('10') }),
      await planEthenaUnstake(reader, { ...args, amount: maxUint256 }),
    ]

    const all = [...deposits, ...withdrawals, ...direct, ...revokes]
    const selectors = new Set<string>()
    for (const plan of all) {
      expect(() => review(plan), `${plan.intent.kind} on ${plan.calls.map((c) => c.to)}`).not.toThrow()
      for (const call of plan.calls) selectors.add(call.data!.slice(0, 10))
    }
    // USDT's reset to 0, then the exact approval the supply takes.
    const supplyUsdt = encodeFunctionData({
      abi: aavePoolAbi,
      functionName: 'supply',
      args: [t.USDT!, 7n, me, 0],
    })
    const usdtSupply: Plan = {
      ...deposits[0]!,
      intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDT', amount: 7n },
      calls: [...reset, { step: 'supply', to: pool, value: 0n, data: supplyUsdt, target: 'Aave v3' }],
    }
    expect(review(usdtSupply).decoded.map((c) => c.kind)).toEqual(['approve', 'approve', 'protocol'])
    // Every function the adapters call was met: approve, 2 Aave, 2 Morpho, 6 sUSDe (its deposit shared with
    // Yearn's), 2 Comet, 2 Curve, the booster's deposit, the reward pool's withdrawAndUnwrap, Yearn's withdraw
    // and redeem with max_loss, 3 Beefy.
    expect(selectors.size).toBe(22)

    // And the worker still refuses what the app never builds: the same revoke, as an approve to a stranger.
    const stranger = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [freshAddress(), 1n],
    })
    // A Morpho supply to a market of someone else's making (another oracle), and a Convex deposit to another
    // pool, are refused though every address in them is the wallet's or the catalogue's.
    const morpho = deposits[2]!
    const supply = morpho.calls.at(-1)!
    const oracle = profile.vaults.morphoDaiMarket.oracle.slice(2).toLowerCase()
    const otherOracle = { ...supply, data: supply.data!.replace(oracle, 'ab'.repeat(20)) as `0x${string}` }
    expect(otherOracle.data).not.toBe(supply.data)
    expect(() => review({ ...morpho, calls: [...morpho.calls.slice(0, -1), otherOracle] })).toThrowError(
      UnsafeTransactionError,
    )
    const convex = deposits[6]!
    const stake = convex.calls.at(-1)!
    const pid = profile.vaults.convexPid.toString(16).padStart(64, '0')
    const otherPid = {
      ...stake,
      data: `${stake.data!.slice(0, 10)}${'0'.repeat(63)}7${stake.data!.slice(74)}` as `0x${string}`,
    }
    expect(stake.data!.slice(10, 74)).toBe(pid)
    expect(() => review({ ...convex, calls: [...convex.calls.slice(0, -1), otherPid] })).toThrowError(
      UnsafeTransactionError,
    )
    const [call] = revokes[0]!.calls
    expect(() => review({ ...revokes[0]!, calls: [{ ...call!, data: stranger }] })).toThrowError(
      UnsafeTransactionError,
    )
  })
})

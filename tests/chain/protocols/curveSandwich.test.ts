import { type Address, encodeFunctionData, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { forReview } from '../../../src/chain/pipeline/simulatePlan'
import type { Plan, SimulatedPlan } from '../../../src/chain/pipeline/types'
import { curve3poolAbi } from '../../../src/chain/protocols/abis'
import { checkPlan } from '../../../src/workers/vault/review/checkPlan'
import { checkCurveMinimums, rpcCurveQuoteReader } from '../../../src/workers/vault/review/curveQuotes'
import { curve3pool } from '../helpers/abis'
import { approveAll, chain, devnetClient, fundedAccount, isolateEachTest, send } from '../helpers/devnet'
import { planConvexDeposit, planCurveDeposit, planCurveWithdraw } from '../support/vaultIntents'
import { fundedWallet, runPlan, walletPolicy } from './support'

const client = devnetClient(1)

/** A plan as the worker receives it (the gas and fee figures play no part here). */
const asReviewed = (plan: Plan) => {
  const simulated: SimulatedPlan = {
    ...plan,
    gasLimits: plan.calls.map(() => 300_000n),
    fees: { maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n },
    maxFee: 0n,
    assetChanges: [],
    simulation: 'call',
  }
  return forReview(simulated)
}

/** The worker's own check of a plan's Curve minimums, reading the devnet pool. */
const workerChecks = (plan: Plan) => {
  const reviewed = asReviewed(plan)
  return checkCurveMinimums(
    rpcCurveQuoteReader(async () => [chain(1).rpcUrl]),
    reviewed,
    checkPlan(walletPolicy(), reviewed),
  )
}

/** Sells `amount` USDC for DAI into the 3pool: a sandwich's front-run. */
async function frontRun(amount: bigint) {
  const pool = chain(1).contracts.curve3pool as Address
  const whale = await fundedAccount(client, chain(1).tokens.USDC as Address, amount, pool)
  await send(client, whale, {
    address: pool,
    abi: curve3pool,
    functionName: 'exchange',
    args: [1n, 0n, amount, 0n],
  })
}

describe('Curve minimums come from the pool’s quote less 0.5 %, and the worker holds them to it (issue 42 item 4)', () => {
  isolateEachTest(client)

  it('a deposit’s minimum is calc_token_amount less 0.5 %, stated on the step; a front-run beyond it reverts the deposit instead of taking the difference', async () => {
    const amount = parseUnits('10000', 6)
    const { profile, reader, me } = await fundedWallet(client, 'USDC', amount)
    const pool = profile.vaults.curve3pool
    const quote = await reader.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })
    const plan = await planCurveDeposit(reader, { profile, from: me, amount })
    const add = plan.calls.at(-1)!
    expect(add.bound).toEqual({ kind: 'slippage', bps: 50n })
    expect(add.data).toBe(
      encodeFunctionData({
        abi: curve3poolAbi,
        functionName: 'add_liquidity',
        args: [[0n, amount, 0n], (quote * 9_950n) / 10_000n],
      }),
    )
    await workerChecks(plan) // the app's own minimum passes the worker
    // A whale moves 1.5 M USDC through the pool first: the same deposit would now mint measurably less.
    await frontRun(parseUnits('1500000', 6))
    const skewed = await reader.readContract({
      address: pool,
      abi: curve3poolAbi,
      functionName: 'calc_token_amount',
      args: [[0n, amount, 0n], true],
    })
    expect(skewed).toBeLessThan((quote * 9_950n) / 10_000n)
    await client.impersonateAccount({ address: me })
    await approveAll(client, me, profile.networks.ethereum.tokenAddresses.USDC!, pool)
    await expect(client.call({ account: me, to: pool, data: add.data })).rejects.toThrow(
      /Slippage screwed you/,
    )
  })

  it('the worker refuses a page script’s minimum of 80 % of face value against the live quote, and a withdrawal at 90 %', async () => {
    const amount = parseUnits('1000', 6)
    const { profile, reader, w, me } = await fundedWallet(client, 'USDC', amount)
    const appPlan = await planCurveDeposit(reader, { profile, from: me, amount })
    const data = encodeFunctionData({
      abi: curve3poolAbi,
      functionName: 'add_liquidity',
      args: [[0n, amount, 0n], parseUnits('800', 18)],
    })
    const page: Plan = {
      ...appPlan,
      calls: appPlan.calls.map((c) => (c.step === 'addLiquidity' ? { ...c, data } : c)),
    }
    await expect(workerChecks(page)).rejects.toThrow(
      /add_liquidity accepts 800000000000000000000 where the pool quotes \d+: looser than 50 bps/,
    )

    await runPlan(client, w, appPlan)
    const out = await planCurveWithdraw(reader, { profile, from: me, amount: maxUint256 })
    await workerChecks(out)
    const [call] = out.calls
    const lp = BigInt(`0x${call!.data!.slice(10, 74)}`)
    const ninety = encodeFunctionData({
      abi: curve3poolAbi,
      functionName: 'remove_liquidity_one_coin',
      args: [lp, 1n, parseUnits('900', 6)],
    })
    await expect(workerChecks({ ...out, calls: [{ ...call!, data: ninety }] })).rejects.toThrow(
      /remove_liquidity_one_coin accepts 900000000 where the pool quotes \d+/,
    )
  })

  it('Convex’s route through Curve carries the same minimum and passes the same check', async () => {
    const amount = parseUnits('2000', 6)
    const { profile, reader, me } = await fundedWallet(client, 'USDC', amount)
    const plan = await planConvexDeposit(reader, { profile, from: me, amount })
    expect(plan.calls.find((c) => c.step === 'addLiquidity')?.bound).toEqual({ kind: 'slippage', bps: 50n })
    await workerChecks(plan)
  })
})

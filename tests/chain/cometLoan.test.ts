import { type Address, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { forReview } from '../../src/chain/pipeline/simulatePlan'
import type { Plan, SimulatedPlan } from '../../src/chain/pipeline/types'
import { checkPlan } from '../../src/workers/vault/review/checkPlan'
import { cometLoan, rpcCometBalanceReader } from '../../src/workers/vault/review/cometLoan'
import { comet, weth } from './helpers/abis'
import { approveAll, chain, devnetClient, isolateEachTest, send, tokenBalance } from './helpers/devnet'
import { fundedWallet, runPlan, walletPolicy } from './protocols/support'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { freshAddress } from './support/manifest'
import { planCompoundDeposit, planCompoundWithdraw } from './support/vaultIntents'

const client = devnetClient(1)

/** A plan as the worker receives it: the calls, one gas limit each and the fee ceiling (the figures matter not). */
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

/**
 * The key worker's read of a wallet's Comet balance (src/workers/vault/review/cometLoan.ts) against the devnet's
 * Comet, which lends on a withdraw above the supplied balance as mainnet's does (issue 42 item 2).
 */
describe('a Compound withdraw above the supplied balance is a loan, and the worker sees it (devnet)', () => {
  isolateEachTest(client)
  const endpoints: Loopback[] = []
  afterAll(async () => {
    await Promise.all(endpoints.map((e) => e.close()))
  })
  const read = () => rpcCometBalanceReader(async () => [chain(1).rpcUrl])
  const cometAt = () => chain(1).contracts.comet as Address

  it('reads the supplied balance, and a page script’s 1 000 USDC withdraw against 100 supplied is a loan the devnet really lends', async () => {
    const amount = parseUnits('100', 6)
    const { profile, reader, w, me, token: usdc } = await fundedWallet(client, 'USDC', amount)
    await runPlan(client, w, await planCompoundDeposit(reader, { profile, from: me, amount }))
    const supplied = await read()(1, cometAt(), me)
    expect(supplied).toBe(
      await client.readContract({ address: cometAt(), abi: comet, functionName: 'balanceOf', args: [me] }),
    )
    expect(supplied).toBeGreaterThanOrEqual(amount - 1n)
    expect(await read()(1, cometAt().toLowerCase(), me.toLowerCase())).toBe(supplied)
    expect(await read()(1, cometAt(), freshAddress())).toBe(0n)

    // WETH the wallet holds on Comet (posted by anyone) makes the over-withdraw a loan.
    const wethAt = chain(1).tokens.WETH as Address
    await client.impersonateAccount({ address: me })
    await send(client, me, { address: wethAt, abi: weth, functionName: 'deposit', value: parseEther('1') })
    await approveAll(client, me, wethAt, cometAt())
    await send(client, me, {
      address: cometAt(),
      abi: comet,
      functionName: 'supply',
      args: [wethAt, parseEther('1')],
    })

    const page = await planCompoundWithdraw(reader, { profile, from: me, amount: parseUnits('1000', 6) })
    const reviewed = asReviewed(page)
    const checked = checkPlan(walletPolicy(), reviewed)
    expect(await cometLoan(read(), reviewed, checked)).toBe('loan')
    // The app's own withdraw of what is supplied, and Comet's withdraw-all, are not.
    const own = asReviewed(await planCompoundWithdraw(reader, { profile, from: me, amount: supplied }))
    expect(await cometLoan(read(), own, checkPlan(walletPolicy(), own))).toBeNull()
    const all = asReviewed(await planCompoundWithdraw(reader, { profile, from: me, amount: maxUint256 }))
    expect(await cometLoan(read(), all, checkPlan(walletPolicy(), all))).toBeNull()

    // What the worker calls a loan is one: signed (with the password), Comet pays 1 000 USDC and records debt.
    await runPlan(client, w, page)
    const owed = await client.readContract({
      address: cometAt(),
      abi: comet,
      functionName: 'borrowBalanceOf',
      args: [me],
    })
    expect(owed).toBeGreaterThanOrEqual(parseUnits('1000', 6) - supplied)
    expect(owed).toBeLessThanOrEqual(parseUnits('1000', 6) - supplied + parseUnits('0.01', 6))
    expect(await tokenBalance(client, usdc, me)).toBe(parseUnits('1000', 6))
  })

  it('skips an endpoint that fails and takes the next; rejects when none answers (the worker then asks for the password)', async () => {
    const failing = await startRpcEndpoint({ kind: 'status', status: 503 })
    endpoints.push(failing)
    const me = freshAddress()
    expect(await rpcCometBalanceReader(async () => [failing.url, chain(1).rpcUrl])(1, cometAt(), me)).toBe(0n)
    await expect(rpcCometBalanceReader(async () => [failing.url])(1, cometAt(), me)).rejects.toThrow(
      /no Comet balance on chain 1/,
    )
    await expect(read()(1, 'not an address', me)).rejects.toThrow(/not an address/)
  })
})

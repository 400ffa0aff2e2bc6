import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setAaveFaults } from '../../devnet/aaveFaults.mjs'
import { fund, setProtocolFaults } from '../../devnet/index.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import {
  ActionNotSentError,
  executePlan,
  FALLBACK_STEP_GAS,
  type Plan,
  PlanStepFailedError,
  planApproval,
  simulatePlan,
} from '../../src/chain/pipeline'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import { ReviewExpiredError } from '../../src/domain/errors'
import { errorMessage } from '../../src/domain/errors/message'
import { chain, devnetClient, isolateEachTest } from './helpers/devnet'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { devnetManifest, testProfile } from './support/manifest'
import { planConvexDeposit } from './support/vaultIntents'
import { type SignedStep, steppedSigner } from './support/worker'

/**
 * Issue 42: on a node without eth_simulateV1 the action after an approval is signed only once the approval is
 * mined and the action was simulated again; one that would now revert is never signed nor sent, and the
 * approval is set back to 0 in its place. Aave's freeze (the real bytecode, switched by the pool admin) is
 * live state the per-call simulation cannot see: the supply fails there anyway, for want of the allowance.
 */
const anvil = devnetClient(1)
const pool = catalogueContracts.aavePool.address
const poolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
])
const amount = 3_000_000n
let node: Loopback
/** A client of a node that lacks eth_simulateV1, and only of it (behind a fallback, another would answer). */
let client: ReturnType<typeof createNetworkClient>
let profile: ReturnType<typeof testProfile>
const usdc = () => chain(1).tokens.USDC as `0x${string}`
const allowance = (from: `0x${string}`) =>
  anvil.readContract({ address: usdc(), abi: erc20Abi, functionName: 'allowance', args: [from, pool] })

/**
 * A new funded wallet for each test: the chain goes back to its snapshot after each one, and a wallet that sent
 * before would find the app's nonce record ahead of it.
 */
async function wallet() {
  const key = generatePrivateKey()
  const from = privateKeyToAccount(key).address
  await fund(devnetManifest() as never, from, { chainIds: [1] })
  return { key, from }
}

async function supplyPlan(from: `0x${string}`): Promise<Plan> {
  const asset = usdc()
  const approvals = await planApproval(client, {
    token: asset,
    tokenKey: 'USDC',
    owner: from,
    spender: pool,
    amount,
    target: 'Aave v3',
  })
  return {
    intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey: 'USDC', amount },
    network: 'ethereum',
    chainId: 1,
    from,
    calls: [
      ...approvals,
      {
        step: 'supply',
        to: pool,
        value: 0n,
        data: encodeFunctionData({ abi: poolAbi, functionName: 'supply', args: [asset, amount, from, 0] }),
        tokenKey: 'USDC',
        amount,
        target: 'Aave v3',
      },
    ],
  }
}

/** The approve's arguments in a mined transaction's input. */
async function approvalIn(hash: Hex) {
  const tx = await anvil.getTransaction({ hash })
  const call = decodeFunctionData({ abi: erc20Abi, data: tx.input })
  return { to: tx.to, nonce: tx.nonce, functionName: call.functionName, args: call.args }
}

beforeAll(async () => {
  node = await startRpcEndpoint({
    kind: 'forward',
    target: chain(1).rpcUrl,
    intercept: (request) =>
      request.method === 'eth_simulateV1'
        ? { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' }
        : undefined,
  })
  const base = testProfile({ ethereum: [node.url] }, 5_000)
  profile = {
    ...base,
    networks: { ...base.networks, ethereum: { ...base.networks.ethereum, rpcUrls: [node.url] } },
  }
  client = createNetworkClient('ethereum', profile)
})
afterAll(() => node.close())

describe('without eth_simulateV1, the action is signed only after its approval is mined', () => {
  isolateEachTest(anvil)

  it('signs the supply only after the approve’s receipt, with a fresh gas limit, and supplies exactly', async () => {
    const { key, from } = await wallet()
    const simulated = await simulatePlan(client, await supplyPlan(from))
    expect(simulated.simulation).toBe('call')
    expect(simulated.calls.map((c) => c.step)).toEqual(['approve', 'supply'])
    const signed: SignedStep[] = []
    const order: string[] = []
    const signer = steppedSigner(key, signed)(simulated)
    const hashes = await executePlan(client, simulated, {
      ...signer,
      signNext: (step) => {
        order.push('sign supply')
        return signer.signNext(step)
      },
      waitForLast: true,
      onConfirmed: (i) => {
        // When the approve's receipt arrives, the worker has signed that one transaction and nothing else.
        order.push(`mined ${i} (${signed.length} signed)`)
      },
    })
    expect(order).toEqual(['mined 0 (1 signed)', 'sign supply', 'mined 1 (2 signed)'])
    expect(signed.map((s) => s.kind)).toEqual(['confirm', 'next'])
    // The supply's limit comes from its own estimate now, under the fixed one the review showed as its ceiling.
    const supplyGas = signed[1]?.tx.gas as bigint
    expect(supplyGas).toBeLessThan(FALLBACK_STEP_GAS.supply)
    expect((await anvil.getTransaction({ hash: hashes[1] as Hex })).gas).toBe(supplyGas)
    expect((await anvil.getTransactionReceipt({ hash: hashes[1] as Hex })).status).toBe('success')
    // The exact approval was used up by the supply: nothing stays allowed.
    expect(await allowance(from)).toBe(0n)
  })

  it('a review that dies after the approve (the wallet locked) stops the plan there, with the approval standing', async () => {
    const { key, from } = await wallet()
    const simulated = await simulatePlan(client, await supplyPlan(from))
    const signed: SignedStep[] = []
    const sent: string[] = []
    const error = await executePlan(client, simulated, {
      ...steppedSigner(key, signed)(simulated),
      signNext: () => Promise.reject(new ReviewExpiredError()),
      waitForLast: true,
      onBroadcast: (entry) => void sent.push(entry.step),
    }).catch((e) => e)
    // Not a dead review of the whole plan (that would review the mined approve again): a stop after step 1,
    // whose review offers to go on from the supply or to take the approval back.
    expect(error).toBeInstanceOf(PlanStepFailedError)
    expect(error.stepIndex).toBe(1)
    expect(error.confirmed).toHaveLength(1)
    expect(sent).toEqual(['approve'])
    expect(await allowance(from)).toBe(amount)
  })

  it('a reserve frozen after the review: the supply is never sent, and the approval goes back to 0', async () => {
    const { key, from } = await wallet()
    const simulated = await simulatePlan(client, await supplyPlan(from))
    expect(simulated.simulation).toBe('call')
    // The pool admin freezes USDC once the person has reviewed: the per-call simulation could not see it.
    await setAaveFaults(chain(1), { USDC: { frozen: true } })
    const nonce = await anvil.getTransactionCount({ address: from })
    const eth = await anvil.getBalance({ address: from })
    const signed: SignedStep[] = []
    const sent: string[] = []
    const resets: string[] = []
    const error = await executePlan(client, simulated, {
      ...steppedSigner(key, signed)(simulated),
      waitForLast: true,
      onBroadcast: (entry) => void sent.push(entry.step),
      onAllowanceReset: (entry) => void resets.push(`${entry.step} ${entry.stepIndex} ${entry.spender}`),
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ActionNotSentError)
    expect(error.stepIndex).toBe(1)
    // The supply was never signed nor broadcast: only the approve and its reset were.
    expect(signed.map((s) => s.kind)).toEqual(['confirm', 'reset'])
    expect(sent).toEqual(['approve'])
    expect(resets).toEqual([`resetApproval 1 ${pool}`])
    // On chain: exactly two transactions were mined from the wallet, the approve and approve(pool, 0).
    expect(await anvil.getTransactionCount({ address: from })).toBe(nonce + 2)
    const [approve, reset] = error.confirmed as Hex[]
    expect(error.resetHash).toBe(reset)
    expect(await approvalIn(approve as Hex)).toEqual({
      to: usdc().toLowerCase(),
      nonce,
      functionName: 'approve',
      args: [pool, amount],
    })
    expect(await approvalIn(reset as Hex)).toEqual({
      to: usdc().toLowerCase(),
      nonce: nonce + 1,
      functionName: 'approve',
      args: [pool, 0n],
    })
    expect(await allowance(from)).toBe(0n)
    // The fee it names is exactly what left the wallet: the approve's and the reset's, nothing else.
    expect(eth - (await anvil.getBalance({ address: from }))).toBe(error.fee)
    expect(error.fee).toBeGreaterThan(0n)
    expect(errorMessage(error)).toMatchObject({
      key: 'pipeline.actionNotSent',
      values: { action: { key: 'pipeline.action.supply' }, symbol: 'ETH' },
    })
  })

  it('the Convex route: a pool shut down after the review leaves the 3Crv in the wallet and no approval standing', async () => {
    const { key, from } = await wallet()
    const { curve3pool, curve3crv, convexBooster } = profile.vaults
    const simulated = await simulatePlan(client, await planConvexDeposit(client, { profile, from, amount }))
    expect(simulated.simulation).toBe('call')
    expect(simulated.calls.map((c) => c.step)).toEqual(['approve', 'addLiquidity', 'approve', 'stake'])
    await setProtocolFaults(chain(1), { convex: { shutdown: true } })
    const nonce = await anvil.getTransactionCount({ address: from })
    const eth = await anvil.getBalance({ address: from })
    const signed: SignedStep[] = []
    const error = await executePlan(client, simulated, {
      ...steppedSigner(key, signed)(simulated),
      waitForLast: true,
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ActionNotSentError)
    expect(error.stepIndex).toBe(3)
    expect(error.reason).toEqual({ key: 'pipeline.refused.convexShutdown' })
    // Each step signed after the one before it was mined; the stake never, the 3Crv approval taken back instead.
    expect(signed.map((s) => s.kind)).toEqual(['confirm', 'next', 'next', 'reset'])
    expect(await anvil.getTransactionCount({ address: from })).toBe(nonce + 4)
    expect(await approvalIn(error.resetHash)).toEqual({
      to: curve3crv.toLowerCase(),
      nonce: nonce + 3,
      functionName: 'approve',
      args: [convexBooster, 0n],
    })
    const allowed = (token: `0x${string}`, spender: `0x${string}`) =>
      anvil.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [from, spender] })
    expect(await allowed(usdc(), curve3pool)).toBe(0n)
    expect(await allowed(curve3crv, convexBooster)).toBe(0n)
    // The add to the Curve pool stands: its 3Crv are in the wallet, and the text says the earlier steps stand.
    const lp = await anvil.readContract({
      address: curve3crv,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [from],
    })
    expect(lp).toBeGreaterThan(0n)
    expect(eth - (await anvil.getBalance({ address: from }))).toBe(error.fee)
    expect(errorMessage(error)).toMatchObject({
      key: 'pipeline.actionNotSent.afterSteps',
      values: { action: { key: 'pipeline.action.stake' } },
    })
  })
})

import { encodeFunctionData, erc20Abi, type Hex, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import {
  executePlan,
  FeeAboveCeilingError,
  type Plan,
  PlanStepFailedError,
  planApproval,
  planTransfer,
  SimulationFailedError,
  simulatePlan,
} from '../../src/chain/pipeline'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'
import { devnetClient } from './helpers/devnet'
import { startRpcEndpoint } from './support/loopback'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'
import { reviewedSigner } from './support/worker'

const key = generatePrivateKey()
const from = privateKeyToAccount(key).address
const signed: UnsignedTransaction[] = []
/** The key worker's review of each simulated plan, then its signature at Confirm. */
const sign = reviewedSigner(key, signed)
const profile = () => testProfile({}, 5_000)
const eth = () => createNetworkClient('ethereum', profile())
const anvil = devnetClient(1)
const pool = catalogueContracts.aavePool.address
const usdc = () => profile().networks.ethereum.tokenAddresses.USDC as `0x${string}`
const usdt = () => profile().networks.ethereum.tokenAddresses.USDT as `0x${string}`
const poolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
])

const balance = (token: `0x${string}`, owner: `0x${string}`) =>
  eth().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const allowance = (token: `0x${string}`) =>
  eth().readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [from, pool] })

async function supplyPlan(tokenKey: 'USDC' | 'USDT', amount: bigint): Promise<Plan> {
  const asset = tokenKey === 'USDC' ? usdc() : usdt()
  const approvals = await planApproval(eth(), {
    token: asset,
    tokenKey,
    owner: from,
    spender: pool,
    amount,
    target: 'Aave v3',
  })
  return {
    intent: { kind: 'supply', protocol: 'aave', network: 'ethereum', tokenKey, amount },
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
        tokenKey,
        amount,
        target: 'Aave v3',
      },
    ],
  }
}

beforeAll(async () => {
  await fund(devnetManifest() as never, from, { chainIds: [1, 137] })
})

describe('the money pipeline on the devnet', () => {
  it('sends 10 USDC on Polygon: the simulation shows exactly what leaves, and exactly that moves', async () => {
    const client = createNetworkClient('polygon', profile())
    const to = freshAddress()
    const intent = {
      kind: 'transfer',
      network: 'polygon',
      tokenKey: 'USDC-POLYGON',
      to,
      amount: 10_000_000n,
    } as const
    const simulated = await simulatePlan(client, planTransfer({ profile: profile(), from, intent }))
    expect(simulated.simulation).toBe('simulateV1')
    expect(simulated.assetChanges).toEqual([
      expect.objectContaining({ tokenKey: 'USDC-POLYGON', symbol: 'USDC', decimals: 6, diff: -10_000_000n }),
    ])
    expect(simulated.maxFee).toBe((simulated.gasLimits[0] ?? 0n) * simulated.fees.maxFeePerGas)
    const token = profile().networks.polygon.tokenAddresses['USDC-POLYGON'] as `0x${string}`
    const before = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [from],
    })
    const entries: ActivityEntry[] = []
    const [hash] = await executePlan(client, simulated, {
      sign: sign(simulated),
      onBroadcast: (e) => void entries.push(e),
    })
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    const after = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [from],
    })
    expect(before - after).toBe(10_000_000n)
    expect(
      await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(10_000_000n)
    expect(entries).toEqual([
      expect.objectContaining({
        hash,
        chainId: 137,
        step: 'transfer',
        amount: 10_000_000n,
        status: 'pending',
      }),
    ])
  })

  it('approves exactly, then supplies to Aave in nonce order, leaving the allowance at 0', async () => {
    const plan = await supplyPlan('USDC', 100_000_000n)
    expect(plan.calls.map((c) => [c.step, c.amount])).toEqual([
      ['approve', 100_000_000n],
      ['supply', 100_000_000n],
    ])
    const simulated = await simulatePlan(eth(), plan)
    const usdcChange = simulated.assetChanges.find((c) => c.tokenKey === 'USDC')
    expect(usdcChange?.diff).toBe(-100_000_000n)
    expect(simulated.assetChanges.some((c) => c.tokenKey === null && c.diff > 0n)).toBe(true)
    const before = await balance(usdc(), from)
    const nonce = await eth().getTransactionCount({ address: from })
    signed.length = 0
    const hashes = await executePlan(eth(), simulated, { sign: sign(simulated), waitForLast: true })
    expect(hashes).toHaveLength(2)
    expect(signed.map((tx) => tx.nonce)).toEqual([nonce, nonce + 1])
    expect(signed.every((tx) => tx.maxFeePerGas === simulated.fees.maxFeePerGas)).toBe(true)
    expect(before - (await balance(usdc(), from))).toBe(100_000_000n)
    expect(await allowance(usdc())).toBe(0n)
  })

  it('resets a USDT allowance to 0 before approving a different amount', async () => {
    await anvil.request({
      method: 'anvil_setERC20Allowance' as never,
      params: [from, pool, usdt(), '0x1'] as never,
    })
    const plan = await supplyPlan('USDT', 5_000_000n)
    expect(plan.calls.map((c) => [c.step, c.amount])).toEqual([
      ['resetApproval', 0n],
      ['approve', 5_000_000n],
      ['supply', 5_000_000n],
    ])
    const reset = await simulatePlan(eth(), plan)
    await executePlan(eth(), reset, { sign: sign(reset), waitForLast: true })
    expect(await allowance(usdt())).toBe(0n)
  })

  it("stops a plan whose step reverts with the spec's message, before anything is signed", async () => {
    const intent = {
      kind: 'transfer',
      network: 'ethereum',
      tokenKey: 'USDC',
      to: freshAddress(),
      amount: 10n ** 30n,
    } as const
    const error = await simulatePlan(eth(), planTransfer({ profile: profile(), from, intent })).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(SimulationFailedError)
    // 'Transfer simulate failed: The contract refused the operation - <the token's own reason>', as data.
    expect(error.toErrorMessage()).toEqual({
      key: 'pipeline.simulateFailed.transfer',
      values: {
        reason: {
          key: 'error.joined',
          values: { short: { key: 'error.reverted' }, nested: expect.stringMatching(/\S/) },
        },
      },
    })
    const plan = await supplyPlan('USDC', 10n ** 30n)
    const failed = await simulatePlan(eth(), plan).catch((e) => e)
    expect(failed).toBeInstanceOf(SimulationFailedError)
    expect(failed.toErrorMessage().key).toBe('pipeline.simulateFailed.supply')
    expect(failed.stepIndex).toBe(1)
  })

  it('goes back to review instead of paying a fee above the reviewed ceiling', async () => {
    const intent = {
      kind: 'transfer',
      network: 'ethereum',
      tokenKey: 'ETH',
      to: freshAddress(),
      amount: parseEther('0.01'),
    } as const
    const simulated = await simulatePlan(eth(), planTransfer({ profile: profile(), from, intent }))
    const nonce = await eth().getTransactionCount({ address: from })
    // Reviewed when the base fee was far lower: the ceiling no longer covers the next block.
    const tip = simulated.fees.maxPriorityFeePerGas
    const quiet = { ...simulated, fees: { maxFeePerGas: tip + 1n, maxPriorityFeePerGas: tip } }
    signed.length = 0
    // The next block's base fee before the call: without a block mined it can only climb (the fee keeper),
    // so the new quote covers at least twice this.
    const base = (await eth().getFeeHistory({ blockCount: 1, rewardPercentiles: [] })).baseFeePerGas.at(-1)!
    const error = await executePlan(eth(), quiet, { sign: sign(quiet) }).catch((e) => e)
    expect(error).toBeInstanceOf(FeeAboveCeilingError)
    expect(error.stepIndex).toBe(0)
    expect(error.fees.maxFeePerGas).toBeGreaterThanOrEqual(base * 2n)
    expect(error.maxFee).toBe(simulated.gasLimits[0]! * error.fees.maxFeePerGas)
    expect(signed).toEqual([])
    expect(await eth().getTransactionCount({ address: from })).toBe(nonce)
  })

  it('a node that refuses a step for its fee is a new quote from that step, never a failed step', async () => {
    const plan = await supplyPlan('USDC', 3_000_000n)
    const simulated = await simulatePlan(eth(), plan)
    let raws = 0
    const node = await startRpcEndpoint({
      kind: 'forward',
      target: profile().networks.ethereum.rpcUrls[0]!,
      // The second transaction sent meets a node whose base fee just climbed past the ceiling.
      intercept: (request) =>
        request.method === 'eth_sendRawTransaction' && ++raws === 2
          ? { code: -32003, message: 'max fee per gas less than block base fee' }
          : undefined,
    })
    try {
      const client = createNetworkClient('ethereum', testProfile({ ethereum: [node.url] }, 5_000))
      const error = await executePlan(client, simulated, { sign: sign(simulated), waitForLast: true }).catch(
        (e) => e,
      )
      expect(error).toBeInstanceOf(FeeAboveCeilingError)
      expect(error.stepIndex).toBe(1)
      expect(error.confirmed).toHaveLength(1)
      expect(error.maxFee).toBe(simulated.gasLimits[1]! * error.fees.maxFeePerGas)
      // The approve went through; the supply was not sent, so nothing but the exact approval stands.
      expect(await allowance(usdc())).toBe(3_000_000n)
    } finally {
      await node.close()
    }
  })

  it('without eth_simulateV1, the supply is tried again once the approve is mined, and not sent if it would revert', async () => {
    const held = await balance(usdc(), from)
    // More than the wallet holds: the approve alone passes; the supply could not be tried before it, and fails now.
    const plan = await supplyPlan('USDC', held + 1n)
    const node = await startRpcEndpoint({
      kind: 'forward',
      target: profile().networks.ethereum.rpcUrls[0]!,
      intercept: (request) =>
        request.method === 'eth_simulateV1'
          ? { code: -32601, message: 'the method eth_simulateV1 does not exist/is not available' }
          : undefined,
    })
    try {
      // That node alone: behind a fallback, a node that lacks the method would hand the call to the next one.
      const base = testProfile({ ethereum: [node.url] }, 5_000)
      const only = {
        ...base,
        networks: { ...base.networks, ethereum: { ...base.networks.ethereum, rpcUrls: [node.url] } },
      }
      const client = createNetworkClient('ethereum', only)
      const simulated = await simulatePlan(client, plan)
      expect(simulated.simulation).toBe('call')
      const nonce = await eth().getTransactionCount({ address: from })
      const sent: string[] = []
      const error = await executePlan(client, simulated, {
        sign: sign(simulated),
        waitForLast: true,
        onBroadcast: (entry) => void sent.push(entry.step),
      }).catch((e) => e)
      expect(error).toBeInstanceOf(PlanStepFailedError)
      expect(error.stepIndex).toBe(1)
      expect(error.confirmed).toHaveLength(1)
      // Only the approve went out: the supply that would revert was never sent (no fee paid for it).
      expect(sent).toEqual(['approve'])
      expect(await eth().getTransactionCount({ address: from })).toBe(nonce + 1)
      // The allowance it left stands, for the review's offer to set it back to 0.
      expect(await allowance(usdc())).toBe(held + 1n)
    } finally {
      await node.close()
    }
  })
})

import { encodeFunctionData, erc20Abi, type Hex, hexToBytes, parseAbi, parseEther, parseGwei } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { createNetworkClient } from '../../src/chain/clients'
import {
  executePlan,
  FeeAboveCeilingError,
  type Plan,
  planApproval,
  planTransfer,
  SimulationFailedError,
  simulatePlan,
} from '../../src/chain/pipeline'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import { signTransaction } from '../../src/workers/vault/sign'
import type { UnsignedTransaction } from '../../src/workers/vaultApi'
import { devnetClient } from './helpers/devnet'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

const key = generatePrivateKey()
const from = privateKeyToAccount(key).address
const signed: UnsignedTransaction[] = []
const sign = async (tx: UnsignedTransaction): Promise<Hex> => {
  signed.push(tx)
  return signTransaction(hexToBytes(key), tx)
}
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
    profile: profile(),
    network: 'ethereum',
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
    const [hash] = await executePlan(client, simulated, { sign, onBroadcast: (e) => void entries.push(e) })
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
    const hashes = await executePlan(eth(), simulated, { sign, waitForLast: true })
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
    await executePlan(eth(), await simulatePlan(eth(), plan), { sign, waitForLast: true })
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
    // The devnet's fee keeper re-sets the next base fee every 100 ms and may win the race between our
    // override and the mine: mine until the latest block carries the high fee.
    const high = simulated.fees.maxFeePerGas * 4n + parseGwei('1')
    for (let tries = 0; tries < 10; tries++) {
      await anvil.request({
        method: 'anvil_setNextBlockBaseFeePerGas' as never,
        params: [`0x${high.toString(16)}`] as never,
      })
      await anvil.mine({ blocks: 1 })
      if ((await anvil.getBlock()).baseFeePerGas === high) break
    }
    expect((await anvil.getBlock()).baseFeePerGas).toBe(high)
    const error = await executePlan(eth(), simulated, { sign }).catch((e) => e)
    expect(error).toBeInstanceOf(FeeAboveCeilingError)
    expect(error.fees.maxFeePerGas).toBeGreaterThan(simulated.fees.maxFeePerGas)
    expect(error.maxFee).toBeGreaterThan(simulated.maxFee)
    expect(await eth().getTransactionCount({ address: from })).toBe(nonce)
  })
})

import { encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { trackActivity } from '../../src/chain/activity/trackActivity'
import type { ActivityEntry } from '../../src/chain/pipeline/types'
import { devnetClient, freshAccount } from './helpers/devnet'
import { testFees } from './helpers/fees'

const client = devnetClient(1)
const clientFor = (chainId: number) => (chainId === 1 ? (client as never) : undefined)
let from: `0x${string}`

function entryOf(hash: Hex, nonce: number): ActivityEntry {
  const to = '0x0000000000000000000000000000000000000b0b'
  return {
    hash,
    chainId: 1,
    network: 'ethereum',
    from,
    nonce,
    intent: { kind: 'transfer', network: 'ethereum', tokenKey: 'ETH', to, amount: 1n },
    planId: 'plan-1',
    stepIndex: 0,
    stepCount: 1,
    step: 'transfer',
    tokenKey: 'ETH',
    amount: 1n,
    target: to,
    status: 'pending',
    createdAt: 1,
    updatedAt: 1,
  }
}

beforeAll(async () => {
  from = await freshAccount(client, parseEther('10'))
})

afterEach(async () => {
  await client.setAutomine(true)
})

describe('tracking the transactions the app broadcast', () => {
  it('turns a mined transaction confirmed', async () => {
    const nonce = await client.getTransactionCount({ address: from })
    const hash = await client.sendTransaction({
      account: from,
      chain: client.chain,
      to: from,
      value: 1n,
      ...testFees,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(await trackActivity(clientFor, [entryOf(hash, nonce)])).toEqual([{ hash, status: 'confirmed' }])
  })

  it('turns a reverted transaction failed', async () => {
    const nonce = await client.getTransactionCount({ address: from })
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [from, 10n ** 30n] })
    const hash = await client.sendTransaction({
      account: from,
      chain: client.chain,
      to: usdc,
      data,
      gas: 100_000n,
      ...testFees,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    expect(receipt.status).toBe('reverted')
    expect(await trackActivity(clientFor, [entryOf(hash, nonce)])).toEqual([{ hash, status: 'failed' }])
  })

  it('leaves a transaction waiting in the pool pending, and calls it dropped once another took its nonce', async () => {
    await client.setAutomine(false)
    const nonce = await client.getTransactionCount({ address: from })
    const hash = await client.sendTransaction({
      account: from,
      chain: client.chain,
      to: from,
      value: 2n,
      ...testFees,
    })
    expect(await trackActivity(clientFor, [entryOf(hash, nonce)])).toEqual([])
    // The same nonce spent by a replacement: the first transaction can never be mined any more.
    await client.dropTransaction({ hash })
    const replacement = await client.sendTransaction({
      account: from,
      chain: client.chain,
      to: from,
      value: 3n,
      nonce,
      ...testFees,
    })
    await client.mine({ blocks: 1 })
    expect((await client.getTransactionReceipt({ hash: replacement })).status).toBe('success')
    expect(await trackActivity(clientFor, [entryOf(hash, nonce)])).toEqual([{ hash, status: 'dropped' }])
  })

  it('ignores settled entries and chains it cannot reach', async () => {
    const settled = { ...entryOf(`0x${'1'.repeat(64)}`, 0), status: 'confirmed' as const }
    const elsewhere = { ...entryOf(`0x${'2'.repeat(64)}`, 0), chainId: 137 }
    expect(await trackActivity(clientFor, [settled, elsewhere])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { devnetClient, manifest } from './helpers/devnet'
import { testFees } from './helpers/fees'

describe('fees like a real network', () => {
  it('eth_feeHistory percentiles [25, 50, 75] give distinct slow, standard and fast tips on every chain', async () => {
    for (const entry of Object.values(manifest().chains)) {
      const client = devnetClient(entry.chainId)
      const history = await client.getFeeHistory({ blockCount: 64, rewardPercentiles: [25, 50, 75] })
      const rewards = history.reward ?? []
      const spread = rewards.filter(
        ([slow = 0n, standard = 0n, fast = 0n]) => slow < standard && standard < fast,
      )
      expect(spread.length, `blocks with spread tips on ${entry.chainId}`).toBeGreaterThanOrEqual(10)
      const mean = (i: number) => rewards.reduce((sum, r) => sum + (r[i] ?? 0n), 0n) / BigInt(rewards.length)
      expect(mean(0)).toBeGreaterThan(0n)
      expect(mean(0)).toBeLessThan(mean(1))
      expect(mean(1)).toBeLessThan(mean(2))
    }
  })

  it('keeps the base fee up instead of letting automine decay it to zero', async () => {
    const client = devnetClient(1)
    const id = await client.snapshot()
    try {
      await client.mine({ blocks: 30 })
      await new Promise((r) => setTimeout(r, 400))
      await client.mine({ blocks: 1 })
      const block = await client.getBlock()
      expect(block.baseFeePerGas).toBe(8_000_000_000n)
      // and transactions still mine at once (automine); the receipt may take a poll to show up
      const [from] = await client.getAddresses()
      const hash = await client.sendTransaction({ account: from ?? '0x', to: from, value: 1n, ...testFees })
      expect((await client.waitForTransactionReceipt({ hash, timeout: 5_000 })).status).toBe('success')
    } finally {
      await client.revert({ id })
    }
  })
})

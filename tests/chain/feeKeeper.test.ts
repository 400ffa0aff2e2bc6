import { createTestClient, http, publicActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, startAnvil } from '../../devnet/anvil.mjs'
import { nextKeptBaseFee, startFeeKeeper } from '../../devnet/fees.mjs'

/**
 * The fee keeper on a node of its own (not the shared devnet, whose keeper would do the work for it): it hears
 * each block the node mines and sets the next one's base fee, looks again on its own to see a revert, and
 * stops writing once stopped.
 */
const level = 8_000_000_000n
const makeClient = (url: string) =>
  createTestClient({ mode: 'anvil', transport: http(url) }).extend(publicActions)
let node: Awaited<ReturnType<typeof startAnvil>>
let client: ReturnType<typeof makeClient>

/** The base fee the node will give its next block (fee history's last entry). */
const nextBaseFee = async () =>
  (await client.getFeeHistory({ blockCount: 1, rewardPercentiles: [] })).baseFeePerGas.at(-1)
const latestBaseFee = async () => (await client.getBlock()).baseFeePerGas ?? 0n
/** Waits until the node gives its next block the base fee the keeper asks for after `latest`. */
const keptAfter = (latest: bigint) =>
  vi.waitFor(async () => expect(await nextBaseFee()).toBe(nextKeptBaseFee(latest, level)), {
    timeout: 10_000,
    interval: 20,
  })

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337, port: await freePort(), host: '127.0.0.1', baseFee: level })
  client = makeClient(node.rpcUrl)
})
afterAll(() => node?.stop())

describe('the devnet fee keeper', () => {
  it("sets the next base fee as each block is mined, heard over the node's WebSocket; stopped, it writes nothing", async () => {
    // It looks on its own only once an hour: what follows the blocks below comes from the subscription.
    const keeper = startFeeKeeper([{ rpcUrl: node.rpcUrl, baseFee: level }], 3_600_000)
    // Subscribed before the first block is mined: no look of its own would hear a block missed before then.
    await keeper.ready
    try {
      await client.mine({ blocks: 12 }) // empty blocks: each lowers the base fee by 1/8
      const latest = await latestBaseFee()
      expect(latest).toBeLessThan(level / 2n)
      await keptAfter(latest)
      for (let i = 0; i < 3; i++) {
        const before = await latestBaseFee()
        await client.mine({ blocks: 1 })
        const mined = await latestBaseFee()
        expect(mined).toBe(nextKeptBaseFee(before, level))
        await keptAfter(mined)
      }
    } finally {
      keeper.stop()
    }
    // Stopped: nothing lifts the next base fee after another burst of empty blocks.
    await client.mine({ blocks: 4 })
    expect(await nextBaseFee()).toBeLessThan(await latestBaseFee())
  })

  it('sees a revert to a snapshot by looking on its own, though no block announces it', async () => {
    const id = await client.snapshot()
    await client.mine({ blocks: 10 })
    const { stop } = startFeeKeeper([{ rpcUrl: node.rpcUrl, baseFee: level }], 50)
    try {
      await keptAfter(await latestBaseFee()) // its first look; no block is mined after it
      // Neither a revert nor a write of the next base fee announces a block: only the keeper's own looks
      // can put back what the node gives next.
      await client.revert({ id })
      await client.setNextBlockBaseFeePerGas({ baseFeePerGas: 1n })
      await keptAfter(await latestBaseFee())
    } finally {
      stop()
    }
  })
})

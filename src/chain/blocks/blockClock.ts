import type { PublicClient } from 'viem'

/** A block's number and timestamp (seconds). */
export type BlockTime = { number: bigint; timestamp: bigint }

/**
 * Finds blocks by time on one chain, remembering every block timestamp it read, so a second search on the
 * same chain (the next day of an export) starts from a narrow bracket. Each read is one `eth_getBlockByNumber`.
 * @example const clock = blockClock(client); await clock.blockAt(1767236399n) // { number: 23_XXX_XXXn, timestamp: … }
 */
export function blockClock(client: PublicClient) {
  const seen = new Map<bigint, bigint>()
  let latest: BlockTime | null = null
  let reads = 0
  const timeOf = async (number: bigint) => {
    const known = seen.get(number)
    if (known !== undefined) return known
    reads++
    const { timestamp } = await client.getBlock({ blockNumber: number })
    seen.set(number, timestamp)
    return timestamp
  }
  return {
    /** How many blocks were read so far (for the benchmark and the tests). */
    reads: () => reads,
    /**
     * The last block whose timestamp is at or before `at` (seconds): the state at the end of that block is
     * the state at that moment. The tip when `at` is after it; null when the chain's first block is after
     * `at` (nothing existed yet). Interpolation on the timestamps, alternating with bisection so a chain with
     * uneven block times still takes at most about 2·log2(blocks) reads; on a chain with steady block times
     * it takes a handful.
     */
    async blockAt(at: bigint): Promise<BlockTime | null> {
      if (!latest) {
        reads++
        const tip = await client.getBlock({ blockTag: 'latest' })
        latest = { number: tip.number, timestamp: tip.timestamp }
        seen.set(tip.number, tip.timestamp)
      }
      if (latest.timestamp <= at) return latest
      let lo = 0n
      let loTime = await timeOf(0n)
      if (loTime > at) return null
      let hi = latest.number
      let hiTime = latest.timestamp
      for (const [number, time] of seen) {
        if (time <= at && number > lo) [lo, loTime] = [number, time]
        if (time > at && number < hi) [hi, hiTime] = [number, time]
      }
      for (let step = 0; hi - lo > 1n; step++) {
        let guess =
          step % 2 === 0 && hiTime > loTime
            ? lo + ((at - loTime) * (hi - lo)) / (hiTime - loTime)
            : (lo + hi) / 2n
        if (guess <= lo) guess = lo + 1n
        if (guess >= hi) guess = hi - 1n
        const time = await timeOf(guess)
        if (time <= at) [lo, loTime] = [guess, time]
        else [hi, hiTime] = [guess, time]
      }
      return { number: lo, timestamp: loTime }
    },
  }
}

/** A chain's block clock (see {@link blockClock}). */
export type BlockClock = ReturnType<typeof blockClock>

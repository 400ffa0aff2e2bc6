import { keccak256, toHex, webSocket } from 'viem'

/** Senders of the seeded traffic, one per priority-fee level; nobody holds their keys (impersonated). */
const TRAFFIC = [1, 2, 3, 4, 5].map(
  (i) => /** @type {`0x${string}`} */ (`0xde7e0000000000000000000000000000000000f${i}`),
)
/** Priority fees of the seeded blocks relative to the chain's typical tip: cheap to eager. */
const LEVELS = [0.5, 0.8, 1, 1.5, 2.5]
export const HISTORY_BLOCKS = 20

/** A stable pseudo-random sequence, so the seeded history is the same on every start. */
function seeded(label) {
  let state = BigInt(keccak256(toHex(label)))
  return () => {
    state = BigInt(keccak256(toHex(state, { size: 32 })))
    return Number(state % 1_000_000n) / 1_000_000
  }
}

/**
 * Mines HISTORY_BLOCKS blocks of five transfers each with spread priority fees, so eth_feeHistory with
 * reward percentiles [25, 50, 75] answers distinct slow/standard/fast levels. Needed on every start:
 * anvil's --load-state restores blocks but not the fee history it serves.
 * @param {import('./deploy/context.mjs').DevnetClient} client
 * @param {{ chainId: number, baseFee: bigint, tip: bigint }} spec
 */
export async function seedFeeHistory(client, spec) {
  const random = seeded(`fees-${spec.chainId}`)
  for (const address of TRAFFIC) {
    await client.impersonateAccount({ address })
    await client.setBalance({ address, value: 10n ** 24n })
  }
  await client.setAutomine(false)
  try {
    for (let b = 0; b < HISTORY_BLOCKS; b++) {
      await client.setNextBlockBaseFeePerGas({ baseFeePerGas: spec.baseFee })
      await Promise.all(
        TRAFFIC.map((from, i) => {
          const jitter = 0.85 + 0.3 * random()
          const tip = (spec.tip * BigInt(Math.round(LEVELS[i] * jitter * 1000))) / 1000n
          return client.request({
            method: 'eth_sendTransaction',
            params: [
              {
                from,
                to: from,
                gas: '0x5208',
                maxPriorityFeePerGas: toHex(tip),
                maxFeePerGas: toHex(spec.baseFee * 2n + tip),
              },
            ],
          })
        }),
      )
      await client.mine({ blocks: 1 })
    }
  } finally {
    await client.setAutomine(true)
  }
}

/** EIP-1559: the base fee moves at most 1/8 between two blocks. */
const STEP = 8n

/**
 * The base fee the keeper asks for the next block, given the latest block's: back towards the chain's level
 * by at most 1/8 a block, as EIP-1559 lets a busy chain climb, and never above that level.
 * @param {bigint} latest
 * @param {bigint} level
 */
export function nextKeptBaseFee(latest, level) {
  if (latest >= level) return level
  const climbed = latest + (latest / STEP > 0n ? latest / STEP : 1n)
  return climbed < level ? climbed : level
}

/**
 * Automine lowers the base fee by 1/8 after every mostly-empty block, towards zero. The keeper follows each
 * chain's new blocks and sets the next one's base fee back towards the chain's typical level — by at most 1/8
 * a block, as a real chain moves, so a fee quoted from one block never meets a jump in the next (a wallet's
 * ceiling of twice the base fee covers several blocks of the steepest climb).
 *
 * It hears of a block the moment the node mines it (an `eth_subscribe` to new heads over the node's
 * WebSocket), and also looks every `intervalMs` without one: a revert to a snapshot moves the chain back
 * without announcing a block. Everything goes over that one socket per chain; an HTTP request per look (ten a
 * second on each of four chains, as this keeper once polled) cost 6 % of a core in the process that ran it,
 * for every devnet running.
 *
 * A figure is only good for the block it was computed from: one chain's looks never overlap (a block heard
 * during a look starts one more look after it, not a second one beside it), and when blocks were mined
 * between the read and the write (a burst of `mine`), the keeper reads again and writes the figure of the new
 * latest block at once, so a stale figure can meet at most the one block mined in that instant.
 *
 * Each look is one `eth_feeHistory` of the latest block, which gives that block's base fee and the one the
 * node will give the next: when the next one is already the kept figure (nothing was mined since the last
 * write, the usual case between a test's transactions), the look ends there. It reads the node's own word
 * rather than remembering what was written, so a revert to a snapshot is seen like any other block.
 * `ready` settles once every chain's subscription is in place and its first look is done: a block mined
 * before then may be heard only by the next look of its own, `intervalMs` later.
 * @param {{ rpcUrl: string, baseFee: bigint }[]} chains
 * @returns {{ ready: Promise<void>, stop: () => void }}
 */
export function startFeeKeeper(chains, intervalMs = 250) {
  let stopped = false
  const keepers = chains.map((chain) => {
    const transport = webSocket(chain.rpcUrl.replace(/^http/, 'ws'), {
      keepAlive: false,
      reconnect: false,
      retryCount: 0,
    })({ retryCount: 0 })
    const rpc = (method, params) => transport.request({ method, params })
    /** The latest block's number, its base fee and the one the node has for the next block. */
    const look = async () => {
      const history = await rpc('eth_feeHistory', ['0x1', 'latest', []])
      const [latest, next] = history?.baseFeePerGas ?? []
      if (latest === undefined || next === undefined) return undefined
      return { block: history.oldestBlock, latest: BigInt(latest), next: BigInt(next) }
    }
    const keep = async () => {
      let seen = await look()
      for (let tries = 0; tries < 4 && seen && !stopped; tries++) {
        const wanted = nextKeptBaseFee(seen.latest, chain.baseFee)
        if (seen.next === wanted) return
        await rpc('anvil_setNextBlockBaseFeePerGas', [toHex(wanted)])
        const now = await look()
        if (now?.block === seen.block) return
        seen = now
      }
    }
    /** 'idle', 'looking', or 'again': a block came during the look, so one more look follows it. */
    let state = 'idle'
    /** @type {Promise<void>} the look running now, or the last one */
    let looking = Promise.resolve()
    const kick = () => {
      if (stopped) return
      if (state !== 'idle') {
        state = 'again'
        return
      }
      state = 'looking'
      looking = keep()
        .catch(() => {}) // a node that is shutting down is not an error
        .finally(() => {
          const again = state === 'again'
          state = 'idle'
          if (again) kick()
        })
    }
    const subscribed = transport.value
      ?.subscribe({ params: ['newHeads'], onData: kick, onError: () => {} })
      .catch(() => {})
    // Once subscribed, one more look: a block mined while the subscription was being set up was heard by nobody.
    const ready = Promise.resolve(subscribed).then(async () => {
      kick()
      while (state !== 'idle') await looking // a look that ends with a block heard starts another
    })
    // Closing the socket ends the subscription with it.
    const close = async () => (await transport.value?.getRpcClient())?.close()
    return { kick, close, ready }
  })
  const tick = () => {
    for (const k of keepers) k.kick()
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    ready: Promise.all(keepers.map((k) => k.ready)).then(() => {}),
    stop: () => {
      stopped = true
      clearInterval(timer)
      for (const k of keepers) k.close().catch(() => {})
    },
  }
}

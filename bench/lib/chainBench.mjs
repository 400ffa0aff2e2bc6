import { runnerImport } from 'vite'
import { latencyProxy } from './latencyProxy.mjs'
import { setting } from './quick.mjs'

/** Milliseconds the proxies add to every JSON-RPC HTTP request (10 in quick mode: the naive ways make ~90). */
export const LATENCY_MS = setting('BENCH_LATENCY_MS', 100, 10)
/** The funded account every chain benchmark reads for. */
export const address = '0x000000000000000000000000000000000000bEEF'

/**
 * Loads one of the app's TypeScript modules through Vite.
 * @param {string} id a path from the repository's root, such as './src/chain/clients.ts'
 */
export const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module

/**
 * The set-up every chain benchmark shares: a devnet of its own (at `process.env[portEnv]`, else
 * `defaultPort`) with `address` funded, the app's devnet profile with each of `networks` behind a latency
 * proxy, and `timed(fn)`, which runs `fn` and gives the requests the proxies saw and the milliseconds it
 * took. Closes the proxies once `body` is done and always stops the devnet.
 * @param {{ portEnv?: string, defaultPort: number, networks?: string[] }} options
 * @param {(bench: { devnet: any, profile: any, proxies: Record<string, any>, timed: (fn: () => Promise<unknown>) => Promise<{ requests: number, ms: number }> }) => Promise<void>} body
 */
export async function chainBench(
  { portEnv = 'BENCH_DEVNET_PORT', defaultPort, networks = ['ethereum'] },
  body,
) {
  const basePort = Number(process.env[portEnv] ?? defaultPort)
  const { startDevnet, fund } = await import('../../devnet/index.mjs')
  const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
  try {
    await fund(devnet.manifest, address)
    const { devnetProfile } = await load('./src/chain/devnetProfile.ts')
    const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
    const proxies = {}
    for (const id of networks) {
      proxies[id] = await latencyProxy(profile.networks[id].rpcUrls[0], LATENCY_MS)
      profile.networks[id].rpcUrls = [proxies[id].url]
    }
    const all = Object.values(proxies)
    const timed = async (fn) => {
      for (const p of all) p.requests = 0
      const t0 = performance.now()
      await fn()
      return { requests: all.reduce((n, p) => n + p.requests, 0), ms: Math.round(performance.now() - t0) }
    }
    await body({ devnet, profile, proxies, timed })
    await Promise.all(all.map((p) => p.close()))
  } finally {
    await devnet.stop()
  }
}

/** How many round trips a measured refresh took, as `n.nn`. */
export const roundTrips = (figure, roundTrip) => (figure.ms / roundTrip.ms).toFixed(2)

/**
 * Prints a benchmark's figures: its title, the table of the round trip, the app's way and the naive way,
 * the app's line against its budget, then the naive way's.
 * @param {{ title: string, roundTrip: object, app: [string, object], naive: [string, object], appLine: string }} figures
 */
export function report({ title, roundTrip, app, naive, appLine }) {
  console.log(title)
  console.table({ 'one round trip': roundTrip, [app[0]]: app[1], [naive[0]]: naive[1] })
  console.log(appLine)
  console.log(`naive: ${naive[1].requests} requests, ${roundTrips(naive[1], roundTrip)} × one round trip`)
}

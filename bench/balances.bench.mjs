#!/usr/bin/env node
import { runnerImport } from 'vite'
// One full balance refresh (4 chains × 20 tokens) against the devnet through loopback proxies that add
// 100 ms to every JSON-RPC HTTP request: the app's way (one Multicall3 aggregate3 per chain, chains in
// parallel) beside the naive way (one call per token, one token after another). Prints figures only.
import { latencyProxy } from './lib/latencyProxy.mjs'

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100)
const basePort = Number(process.env.BENCH_DEVNET_PORT ?? 48545)
const address = '0x000000000000000000000000000000000000bEEF'

const { startDevnet, fund } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module

/** A loopback proxy that waits LATENCY_MS before forwarding each request, and counts them. */
const proxy = (target) => latencyProxy(target, LATENCY_MS)

try {
  await fund(devnet.manifest, address)
  const { devnetProfile } = await load('./src/chain/devnetProfile.ts')
  const { createClients } = await load('./src/chain/clients.ts')
  const { getAllBalances } = await load('./src/chain/getBalances.ts')
  const { networkIds } = await load('./src/domain/catalogue/networks.ts')
  const { tokensOn } = await load('./src/domain/catalogue/tokens.ts')
  const { erc20BalanceAbi } = await load('./src/chain/abis.ts')

  const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
  const proxies = {}
  for (const id of networkIds) {
    proxies[id] = await proxy(profile.networks[id].rpcUrls[0])
    profile.networks[id].rpcUrls = [proxies[id].url]
  }
  const clients = createClients(profile)
  const count = () => Object.values(proxies).reduce((n, p) => n + p.requests, 0)
  const reset = () => {
    for (const p of Object.values(proxies)) p.requests = 0
  }
  const timed = async (fn) => {
    reset()
    const t0 = performance.now()
    await fn()
    return { requests: count(), ms: Math.round(performance.now() - t0) }
  }

  // Warm up connections and code paths, then measure one round trip.
  await clients.ethereum.getChainId()
  await getAllBalances(clients, { address, profile })
  const roundTrip = await timed(() => clients.ethereum.getBlockNumber({ cacheTime: 0 }))

  const multicall = await timed(() => getAllBalances(clients, { address, profile }))
  const naive = await timed(() =>
    Promise.all(
      networkIds.map(async (id) => {
        for (const t of tokensOn(id)) {
          if (t.address === null) await clients[id].getBalance({ address })
          else
            await clients[id].readContract({
              address: profile.networks[id].tokenAddresses[t.key],
              abi: erc20BalanceAbi,
              functionName: 'balanceOf',
              args: [address],
            })
        }
      }),
    ),
  )

  const ratio = (multicall.ms / roundTrip.ms).toFixed(2)
  console.log(
    `Balance refresh, 4 chains × 20 tokens, +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
  )
  console.table({
    'one round trip': roundTrip,
    'multicall (app)': multicall,
    'one call per token (naive)': naive,
  })
  console.log(
    `multicall: ${multicall.requests} requests (budget ≤ 4), ${ratio} × one round trip (budget ≤ 1.5)`,
  )
  console.log(`naive: ${naive.requests} requests, ${(naive.ms / roundTrip.ms).toFixed(2)} × one round trip`)
  await Promise.all(Object.values(proxies).map((p) => p.close()))
} finally {
  await devnet.stop()
}

#!/usr/bin/env node
// One full vaults-page refresh (every card's rate inputs, positions, balances, allowances to every catalogue
// spender, Ethena's cooldown: readVaults) plus the gas read, against the devnet through a loopback proxy that
// adds 100 ms to every JSON-RPC HTTP request, beside the naive way: the same reads one eth_call at a time.
// Prints figures only.
import { createPublicClient, decodeFunctionData, http } from 'viem'
import { runnerImport } from 'vite'
import { latencyProxy } from './lib/latencyProxy.mjs'

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100)
const basePort = Number(process.env.BENCH_DEVNET_PORT ?? 48645)
const address = '0x000000000000000000000000000000000000bEEF'

const { startDevnet, fund } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module

/** A loopback proxy that waits LATENCY_MS before forwarding each request, and counts them. */
const proxy = (target) => latencyProxy(target, LATENCY_MS)

try {
  await fund(devnet.manifest, address)
  const { devnetProfile } = await load('./src/chain/devnetProfile.ts')
  const { toViemChain } = await load('./src/chain/clients.ts')
  const { readVaults } = await load('./src/chain/protocols/readVaults.ts')
  const { getGasPrices } = await load('./src/chain/getGasPrices.ts')
  const { multicall3Abi } = await load('./src/chain/abis.ts')

  const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
  const p = await proxy(profile.networks.ethereum.rpcUrls[0])
  profile.networks.ethereum.rpcUrls = [p.url]
  const client = createPublicClient({ chain: toViemChain('ethereum', profile), transport: http(p.url) })
  const timed = async (fn) => {
    p.requests = 0
    const t0 = performance.now()
    await fn()
    return { requests: p.requests, ms: Math.round(performance.now() - t0) }
  }

  // The calls readVaults batches, taken from its own aggregate3 request, for the naive way to repeat one by one.
  let batched = []
  const recorder = createPublicClient({
    chain: toViemChain('ethereum', profile),
    transport: http(devnet.manifest.chains['1'].rpcUrl, {
      onFetchRequest: async (request) => {
        const body = JSON.parse(await request.clone().text())
        const data = body.params?.[0]?.data
        if (body.method === 'eth_call' && data)
          batched = decodeFunctionData({ abi: multicall3Abi, data }).args[0]
      },
    }),
  })
  await readVaults(recorder, { profile, address })

  await client.getChainId()
  const roundTrip = await timed(() => client.getBlockNumber({ cacheTime: 0 }))
  const app = await timed(() =>
    Promise.all([readVaults(client, { profile, address }), getGasPrices(client).catch(() => null)]),
  )
  const naive = await timed(async () => {
    for (const c of batched) await client.call({ to: c.target, data: c.callData }).catch(() => null)
    await getGasPrices(client).catch(() => null)
  })

  console.log(
    `Vaults page refresh (${batched.length} reads + gas), +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
  )
  console.table({
    'one round trip': roundTrip,
    'one Multicall3 + gas (app)': app,
    'one call per read (naive)': naive,
  })
  console.log(
    `app: ${app.requests} requests (budget ≤ 2), ${(app.ms / roundTrip.ms).toFixed(2)} × one round trip`,
  )
  console.log(`naive: ${naive.requests} requests, ${(naive.ms / roundTrip.ms).toFixed(2)} × one round trip`)
  await p.close()
} finally {
  await devnet.stop()
}

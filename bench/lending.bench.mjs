#!/usr/bin/env node
import { runnerImport } from 'vite'
// One full loans-page refresh (Aave account data, six reserves' data and configuration, oracle prices,
// balances, supplied, debts, allowances) against the devnet through a loopback proxy that adds 100 ms to
// every JSON-RPC HTTP request: the app's way (readLending: one Multicall3 aggregate3) beside the naive way
// (one eth_call per figure, one after another). Prints figures only.
import { latencyProxy } from './lib/latencyProxy.mjs'

const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100)
const basePort = Number(process.env.BENCH_LENDING_DEVNET_PORT ?? 48745)
const address = '0x000000000000000000000000000000000000bEEF'

const { startDevnet, fund } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
const load = async (id) => (await runnerImport(id, { configFile: false, logLevel: 'silent' })).module

/** A loopback proxy that waits LATENCY_MS before forwarding each request, and counts them. */
const proxy = (target) => latencyProxy(target, LATENCY_MS)

try {
  await fund(devnet.manifest, address)
  const { devnetProfile } = await load('./src/chain/devnetProfile.ts')
  const { createNetworkClient } = await load('./src/chain/clients.ts')
  const { readLending } = await load('./src/chain/protocols/aaveLending.ts')
  const { aaveAddresses } = await load('./src/chain/protocols/aaveLendingAddresses.ts')
  const abis = await load('./src/chain/protocols/aaveLendingAbis.ts')
  const { lendingAssets } = await load('./src/domain/lending/assets.ts')

  const profile = devnetProfile(devnet.manifest, { rpcTimeoutMs: 10_000 })
  const p = await proxy(profile.networks.ethereum.rpcUrls[0])
  profile.networks.ethereum.rpcUrls = [p.url]
  const client = createNetworkClient('ethereum', profile)
  const aave = aaveAddresses(profile)
  const timed = async (fn) => {
    p.requests = 0
    const t0 = performance.now()
    await fn()
    return { requests: p.requests, ms: Math.round(performance.now() - t0) }
  }

  await client.getChainId()
  await readLending(client, { profile, address })
  const roundTrip = await timed(() => client.getBlockNumber({ cacheTime: 0 }))
  const app = await timed(() => readLending(client, { profile, address }))
  const naive = await timed(async () => {
    const read = (target, abi, functionName, args) =>
      client.readContract({ address: target, abi, functionName, args })
    await read(aave.pool, abis.aavePoolAbi, 'getUserAccountData', [address])
    await client.getBalance({ address })
    for (const asset of lendingAssets) {
      const token = profile.networks.ethereum.tokenAddresses[asset]
      await read(aave.oracle, abis.aaveOracleAbi, 'getAssetsPrices', [[token]])
      await read(aave.dataProvider, abis.aaveDataProviderAbi, 'getReserveData', [token])
      await read(aave.dataProvider, abis.aaveDataProviderAbi, 'getReserveConfigurationData', [token])
      await read(aave.dataProvider, abis.aaveDataProviderAbi, 'getUserReserveData', [token, address])
      await read(token, abis.erc20LendingAbi, 'balanceOf', [address])
      await read(token, abis.erc20LendingAbi, 'allowance', [address, aave.pool])
    }
  })

  console.log(
    `Loans refresh, Aave v3 with 6 reserves, +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
  )
  console.table({
    'one round trip': roundTrip,
    'readLending (app)': app,
    'one call per figure (naive)': naive,
  })
  console.log(
    `readLending: ${app.requests} request(s) (budget ≤ 2), ${(app.ms / roundTrip.ms).toFixed(2)} × one round trip`,
  )
  console.log(`naive: ${naive.requests} requests, ${(naive.ms / roundTrip.ms).toFixed(2)} × one round trip`)
  await p.close()
} finally {
  await devnet.stop()
}

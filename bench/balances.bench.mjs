#!/usr/bin/env node
// One full balance refresh (4 chains × 20 tokens) against the devnet through loopback proxies that add
// 100 ms to every JSON-RPC HTTP request: the app's way (one Multicall3 aggregate3 per chain, chains in
// parallel) beside the naive way (one call per token, one token after another). Prints figures only.
import { address, chainBench, LATENCY_MS, load, report, roundTrips } from './lib/chainBench.mjs'

const { networkIds } = await load('./src/domain/catalogue/networks.ts')

await chainBench({ defaultPort: 48545, networks: networkIds }, async ({ profile, timed }) => {
  const { createClients } = await load('./src/chain/clients.ts')
  const { getAllBalances } = await load('./src/chain/getBalances.ts')
  const { tokensOn } = await load('./src/domain/catalogue/tokens.ts')
  const { erc20BalanceAbi } = await load('./src/chain/abis.ts')
  const clients = createClients(profile)

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

  const ratio = roundTrips(multicall, roundTrip)
  report({
    title: `Balance refresh, 4 chains × 20 tokens, +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
    roundTrip,
    app: ['multicall (app)', multicall],
    naive: ['one call per token (naive)', naive],
    appLine: `multicall: ${multicall.requests} requests (budget ≤ 4), ${ratio} × one round trip (budget ≤ 1.5)`,
  })
})

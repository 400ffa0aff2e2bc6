#!/usr/bin/env node
// One full vaults-page refresh (every card's rate inputs, positions, balances, allowances to every catalogue
// spender, Ethena's cooldown: readVaults) plus the gas read, against the devnet through a loopback proxy that
// adds 100 ms to every JSON-RPC HTTP request, beside the naive way: the same reads one eth_call at a time.
// Prints figures only.
import { createPublicClient, decodeFunctionData, http } from 'viem'
import { address, chainBench, LATENCY_MS, load, report, roundTrips } from './lib/chainBench.mjs'

await chainBench({ defaultPort: 48645 }, async ({ devnet, profile, proxies, timed }) => {
  const { toViemChain } = await load('./src/chain/clients.ts')
  const { readVaults } = await load('./src/chain/protocols/readVaults.ts')
  const { getGasPrices } = await load('./src/chain/getGasPrices.ts')
  const { multicall3Abi } = await load('./src/chain/abis.ts')
  const chain = toViemChain('ethereum', profile)
  const client = createPublicClient({ chain, transport: http(proxies.ethereum.url) })

  // The calls readVaults batches, taken from its own aggregate3 request, for the naive way to repeat one by one.
  let batched = []
  const recorder = createPublicClient({
    chain,
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

  report({
    title: `Vaults page refresh (${batched.length} reads + gas), +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
    roundTrip,
    app: ['one Multicall3 + gas (app)', app],
    naive: ['one call per read (naive)', naive],
    appLine: `app: ${app.requests} requests (budget ≤ 2), ${roundTrips(app, roundTrip)} × one round trip`,
  })
})

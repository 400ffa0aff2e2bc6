#!/usr/bin/env node
// A swap quote for one pair (issue 43, DESIGN.md §9: one JSON-RPC request per network) against the devnet's real
// Uniswap v3 bytecode, through a loopback proxy that adds latency to every JSON-RPC HTTP request: the app's way
// (every venue in one Multicall3 aggregate3: QuoterV2 over the four fee tiers with each pool's price, Curve
// 3pool's get_dy, the block number) beside the naive way (one eth_call per venue and read, one after another).
// Prints figures only.
import { chainBench, LATENCY_MS, load, report, roundTrips } from './lib/chainBench.mjs'

await chainBench({ defaultPort: 49745, networks: ['ethereum', 'arbitrum'] }, async ({ profile, timed }) => {
  const { createNetworkClient } = await load('./src/chain/clients.ts')
  const { quoteSwap, swapQuoteCalls } = await load('./src/chain/swap/quoteSwap.ts')
  const eth = createNetworkClient('ethereum', profile)
  const arb = createNetworkClient('arbitrum', profile)
  const pair = { network: 'ethereum', from: 'USDT', to: 'USDC', amountIn: 100_000_000n }
  const arbPair = { network: 'arbitrum', from: 'ETH-ARBITRUM', to: 'USDC-ARBITRUM', amountIn: 10n ** 17n }

  await eth.getChainId()
  await arb.getChainId()
  await quoteSwap(eth, profile, pair)
  const roundTrip = await timed(() => eth.getBlockNumber({ cacheTime: 0 }))
  const app = await timed(() => quoteSwap(eth, profile, pair))
  // The naive way: each read of the same batch as an eth_call of its own, awaited in turn.
  const naiveQuote = async (client, p) => {
    const { calls } = swapQuoteCalls(profile, p.network, p.from, p.to, p.amountIn)
    for (const c of calls) {
      try {
        await client.simulateContract({
          address: c.target,
          abi: c.abi,
          functionName: c.functionName,
          args: c.args,
        })
      } catch {
        // a tier without a pool: the app's batch lets it fail too
      }
    }
  }
  const naive = await timed(() => naiveQuote(eth, pair))
  report({
    title: `Swap quote, 100 USDT → USDC on Ethereum, +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
    roundTrip,
    app: ['one aggregate3 (app)', app],
    naive: ['one call per venue read (naive)', naive],
    appLine: `app: ${app.requests} request (budget 1 per network), ${roundTrips(app, roundTrip)} × one round trip`,
  })
  const both = await timed(() =>
    Promise.all([quoteSwap(eth, profile, pair), quoteSwap(arb, profile, arbPair)]),
  )
  const bothNaive = await timed(() => Promise.all([naiveQuote(eth, pair), naiveQuote(arb, arbPair)]))
  console.log(
    `two networks at once (USDT→USDC on Ethereum, ETH→USDC on Arbitrum): app ${both.requests} requests, ${roundTrips(both, roundTrip)} × one round trip; naive ${bothNaive.requests} requests, ${roundTrips(bothNaive, roundTrip)} ×`,
  )
})

#!/usr/bin/env node
// One full balance refresh (4 chains × 20 tokens) against the devnet through loopback proxies that add
// 100 ms to every JSON-RPC HTTP request: the app's way (one Multicall3 aggregate3 per chain, chains in
// parallel) beside the naive way (one call per token, one token after another). Then home's refresh with an
// Aave loan open, before and after the loan warning (issue 23): the balances alone, the balances with the
// position in Ethereum's same request (the app now), and the balances plus a read of their own for the loan.
// Prints figures only.
import { erc20Abi, maxUint256, parseEther, parseUnits } from 'viem'
import { makeClient, minedReceipt } from '../devnet/deploy/context.mjs'
import { address, chainBench, LATENCY_MS, load, report, roundTrips } from './lib/chainBench.mjs'

const { networkIds } = await load('./src/domain/catalogue/networks.ts')

await chainBench({ defaultPort: 48545, networks: networkIds }, async ({ devnet, profile, timed }) => {
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

  // A loan open: the bench address (funded with 5 WETH) supplies them and borrows 11 000 USDC, itself.
  const { aavePoolAbi } = await load('./src/chain/protocols/aaveLendingAbis.ts')
  const { readLending } = await load('./src/chain/protocols/aaveLending.ts')
  const { getBalances } = await load('./src/chain/getBalances.ts')
  const { formatHealthFactor } = await load('./src/domain/lending/healthFactor.ts')
  const chain1 = devnet.manifest.chains['1']
  const owner = makeClient(chain1.rpcUrl, 1)
  await owner.impersonateAccount({ address })
  const write = async (call) => {
    const hash = await owner.writeContract({ account: address, chain: owner.chain, ...call })
    await minedReceipt(owner, hash)
  }
  const pool = chain1.contracts.aavePool
  await write({
    address: chain1.tokens.WETH,
    abi: erc20Abi,
    functionName: 'approve',
    args: [pool, maxUint256],
  })
  await write({
    address: pool,
    abi: aavePoolAbi,
    functionName: 'supply',
    args: [chain1.tokens.WETH, parseEther('5'), address, 0],
  })
  await write({
    address: pool,
    abi: aavePoolAbi,
    functionName: 'borrow',
    args: [chain1.tokens.USDC, parseUnits('11000', 6), 2n, 0, address],
  })

  const before = await timed(() =>
    Promise.all(networkIds.map((network) => getBalances(clients[network], { address, network, profile }))),
  )
  let loan = null
  const after = await timed(async () => {
    loan = (await getAllBalances(clients, { address, profile })).loan
  })
  const separate = await timed(() =>
    Promise.all([
      ...networkIds.map((network) => getBalances(clients[network], { address, network, profile })),
      readLending(clients.ethereum, { profile, address }),
    ]),
  )
  console.log(
    `\nHome's refresh with a loan open (health factor ${formatHealthFactor(loan.account.healthFactor, 'en')})`,
  )
  console.table({
    'before: balances only, no loan warning': before,
    'after: the position in Ethereum’s request (app)': after,
    'the loan read on its own beside the balances': separate,
  })
  console.log(
    `home's refresh requests with a loan open, before and after: ${before.requests} → ${after.requests} (goal: the same count); a read of its own would make ${separate.requests}`,
  )
})

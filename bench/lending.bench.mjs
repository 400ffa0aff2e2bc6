#!/usr/bin/env node
// One full loans-page refresh (Aave account data, six reserves' data and configuration, the Pool's reserve
// data with its caps, isolation and e-mode, each reserve's liquidity, oracle prices, balances, supplied,
// debts, allowances, the wallet's e-mode and the e-mode categories) against the devnet through a loopback proxy that adds 100 ms to
// every JSON-RPC HTTP request: the app's way (readLending: one Multicall3 aggregate3) beside the naive way
// (one eth_call per figure, one after another). Prints figures only.
import { address, chainBench, LATENCY_MS, load, report, roundTrips } from './lib/chainBench.mjs'

const options = { portEnv: 'BENCH_LENDING_DEVNET_PORT', defaultPort: 48745 }
await chainBench(options, async ({ profile, timed }) => {
  const { createNetworkClient } = await load('./src/chain/clients.ts')
  const { readLending, EMODE_CATEGORY_IDS } = await load('./src/chain/protocols/aaveLending.ts')
  const { aaveAddresses } = await load('./src/chain/protocols/aaveLendingAddresses.ts')
  const abis = await load('./src/chain/protocols/aaveLendingAbis.ts')
  const { lendingAssets } = await load('./src/domain/lending/assets.ts')
  const client = createNetworkClient('ethereum', profile)
  const aave = aaveAddresses(profile)

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
      await read(aave.pool, abis.aavePoolAbi, 'getReserveData', [token])
      await read(token, abis.erc20LendingAbi, 'balanceOf', [aave.aTokens[asset]])
    }
    await read(aave.pool, abis.aavePoolAbi, 'getUserEMode', [address])
    for (const id of EMODE_CATEGORY_IDS) await read(aave.pool, abis.aavePoolAbi, 'getEModeCategoryData', [id])
  })

  report({
    title: `Loans refresh, Aave v3 with 6 reserves, +${LATENCY_MS} ms per JSON-RPC request (loopback proxy)`,
    roundTrip,
    app: ['readLending (app)', app],
    naive: ['one call per figure (naive)', naive],
    appLine: `readLending: ${app.requests} request(s) (budget ≤ 2), ${roundTrips(app, roundTrip)} × one round trip`,
  })
})

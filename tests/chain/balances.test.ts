import { numberToHex } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { createClients } from '../../src/chain/clients'
import { getAllBalances, getBalances } from '../../src/chain/getBalances'
import { networkIds } from '../../src/domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../../src/domain/catalogue/tokens'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

/** Known odd amounts so a decimals mix-up shows: 6-decimal USDT/USDC, 8-decimal WBTC, 18-decimal rest. */
const funded: Partial<Record<TokenKey, bigint>> = {
  ETH: 1_234_567_890_123_456_789n,
  USDT: 1_000_123_456n,
  USDC: 42_000_001n,
  WBTC: 12_345_678n,
  USDe: 7n,
  MATIC: 5_000_000_000_000_000_000n,
  'USDC-POLYGON': 1n,
  'DAI-ARBITRUM': 333_333_333_333_333_333n,
  'ETH-OPTIMISM': 10n ** 17n,
  'USDT-OPTIMISM': 999_999n,
}

async function fund(address: `0x${string}`) {
  const profile = testProfile()
  const clients = createClients(profile)
  for (const [key, amount] of Object.entries(funded) as [TokenKey, bigint][]) {
    const t = tokens[key]
    const request = clients[t.network].request as (a: {
      method: string
      params: unknown[]
    }) => Promise<unknown>
    if (t.address === null)
      await request({ method: 'anvil_setBalance', params: [address, numberToHex(amount)] })
    else
      await request({
        method: 'anvil_dealERC20',
        params: [address, profile.networks[t.network].tokenAddresses[key], numberToHex(amount)],
      })
  }
}

describe('balances on the devnet', () => {
  const proxies: Loopback[] = []
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()))
  })

  it('reads back exactly what was funded, zero elsewhere, with one request per chain', async () => {
    const address = freshAddress()
    await fund(address)
    const manifest = devnetManifest()
    const profile = testProfile()
    for (const id of networkIds) {
      const p = await startRpcEndpoint({
        kind: 'forward',
        target: manifest.chains[String(profile.networks[id].chainId)]!.rpcUrl,
      })
      proxies.push(p)
      profile.networks[id].rpcUrls = [p.url]
    }
    const { balances, failedNetworks } = await getAllBalances(createClients(profile), { address, profile })
    expect(failedNetworks).toEqual([])
    for (const key of tokenKeys) expect(balances[key], key).toBe(funded[key] ?? 0n)
    expect(proxies.map((p) => p.requests)).toEqual([1, 1, 1, 1])
  })

  it('counts a token whose call fails as 0 and keeps the others', async () => {
    const address = freshAddress()
    await fund(address)
    const profile = testProfile()
    // A contract-less address makes balanceOf return no data: that token alone becomes 0.
    profile.networks.ethereum.tokenAddresses.USDT = '0x000000000000000000000000000000000000dEaD'
    const clients = createClients(profile)
    const eth = await getBalances(clients.ethereum, { address, network: 'ethereum', profile })
    expect(eth.USDT).toBe(0n)
    expect(eth.WBTC).toBe(12_345_678n)
  })
})

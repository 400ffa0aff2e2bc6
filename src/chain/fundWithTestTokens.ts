import { numberToHex } from 'viem'
import { networkIds } from '../domain/catalogue/networks'
import { tokensOn } from '../domain/catalogue/tokens'
import type { Clients } from './clients'
import type { Address, ChainProfile } from './profile'

/** Test amounts the devnet faucet gives, in whole units per symbol. */
export const testFunding: Record<string, bigint> = {
  ETH: 10n,
  MATIC: 1000n,
  USDT: 1000n,
  USDC: 1000n,
  DAI: 1000n,
  USDe: 500n,
  WETH: 2n,
  LINK: 50n,
}

/**
 * Devnet only: sets the native balance (`anvil_setBalance`) and deals every catalogue token
 * (`anvil_dealERC20`) to `address` on all four chains. WBTC gets 0.5.
 * @throws Error on the mainnet profile.
 */
export async function fundWithTestTokens(
  clients: Clients,
  profile: ChainProfile,
  address: Address,
): Promise<void> {
  if (profile.name !== 'devnet') throw new Error('test funds exist only on the devnet')
  await Promise.all(
    networkIds.map(async (network) => {
      const client = clients[network]
      for (const t of tokensOn(network)) {
        const unit = 10n ** BigInt(t.decimals)
        const amount = t.symbol === 'WBTC' ? unit / 2n : (testFunding[t.symbol] ?? 1n) * unit
        const token = profile.networks[network].tokenAddresses[t.key]
        const request = client.request as (a: { method: string; params: unknown[] }) => Promise<unknown>
        if (t.address === null)
          await request({ method: 'anvil_setBalance', params: [address, numberToHex(amount)] })
        else if (token)
          await request({ method: 'anvil_dealERC20', params: [address, token, numberToHex(amount)] })
      }
    }),
  )
}

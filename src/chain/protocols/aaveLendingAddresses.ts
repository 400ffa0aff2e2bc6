import { catalogueContracts } from '../../domain/catalogue/contracts'
import type { LendingAsset } from '../../domain/lending'
import type { Address, ChainProfile } from '../profile'

/** Where the Aave v3 market lives under a profile; `aTokens` hold each reserve's liquidity. */
export type AaveAddresses = {
  pool: Address
  dataProvider: Address
  oracle: Address
  aTokens: Record<LendingAsset, Address>
}

/**
 * Aave v3 Ethereum's addresses: the devnet manifest's when the profile lists them, else mainnet's
 * (Pool from the catalogue; AaveProtocolDataProvider and AaveOracle from the Aave address book); the aTokens
 * are the profile's.
 */
export function aaveAddresses(profile: ChainProfile): AaveAddresses {
  const listed = profile.networks.ethereum.contracts ?? {}
  return {
    pool: listed.aavePool ?? (catalogueContracts.aavePool.address as Address),
    dataProvider: listed.aaveDataProvider ?? '0x0a16f2FCC0D44FaE41cc54e079281D84A363bECD',
    oracle: listed.aaveOracle ?? '0x54586bE62E3c3580375aE3723C145253060Ca0C2',
    aTokens: profile.vaults.aTokens,
  }
}

import { ENS_NETWORK, ENS_REGISTRY } from '../../domain/send/recipientName'
import type { Address, ChainProfile } from '../profile'

/**
 * Where a profile's ENS registry is: the mainnet address (where the devnet places its own too), unless the
 * profile's Ethereum contracts name another one (`ensRegistry`, from the devnet manifest).
 * @example ensRegistryOf(profile) // '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
 */
export function ensRegistryOf(profile: ChainProfile): Address {
  return profile.networks[ENS_NETWORK].contracts?.ensRegistry ?? ENS_REGISTRY
}

import type { ChainProfile } from '../../src/chain/profile'
import { type NetworkId, networkIds } from '../../src/domain/catalogue/networks'
import { aaveTargets } from './aaveTargets'
import { ensTarget, feedTargets, multicallTarget, tokenTargets, uniswapTargets } from './commonTargets'
import type { Target } from './types'
import { vaultTargets } from './vaultTargets'

/**
 * Every catalogue contract under a profile, network by network: Multicall3 and the tokens everywhere, the
 * swap venues everywhere, and on Ethereum the lending market, the yield protocols, ENS and the price feeds
 * (on whichever network the profile reads them).
 */
export function catalogueTargets(profile: ChainProfile): Record<NetworkId, Target[]> {
  const all: Target[] = [
    ...networkIds.flatMap((network) => [
      multicallTarget(profile, network),
      ...tokenTargets(profile, network),
      ...uniswapTargets(profile, network),
    ]),
    ...aaveTargets(profile),
    ...vaultTargets(profile),
    ...ensTarget(profile),
    ...feedTargets(profile),
  ]
  return Object.fromEntries(networkIds.map((id) => [id, all.filter((t) => t.network === id)])) as Record<
    NetworkId,
    Target[]
  >
}

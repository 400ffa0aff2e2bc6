import type { ChainProfile } from '../../src/chain/profile'
import { catalogueContracts, convex3poolPid, curveLpToken } from '../../src/domain/catalogue/contracts'
import { type NetworkId, networkIds } from '../../src/domain/catalogue/networks'
import { aaveTargets } from './aaveTargets'
import { ensTarget, feedTargets, multicallTarget, tokenTargets, uniswapTargets } from './commonTargets'
import type { Row, Target } from './types'
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

/**
 * The mainnet profile against the catalogue the key worker signs by (src/domain/catalogue): each contract at
 * the same address in both, the 3pool's LP token and Convex pool id the same. No chain needed. The devnet
 * profile places some contracts elsewhere by design (its manifest's), so only the mainnet one is compared.
 */
export function catalogueRows(profile: ChainProfile): Row[] {
  if (profile.name !== 'mainnet') return []
  const v = profile.vaults
  const pairs: [string, string | null, string | null][] = [
    ['aavePool', catalogueContracts.aavePool.address, v.aavePool],
    ['morphoBlue', catalogueContracts.morphoBlue.address, v.morphoBlue],
    ['sUSDe', catalogueContracts.sUSDe.address, v.sUSDe],
    ['comet', catalogueContracts.comet.address, v.comet],
    ['curve3pool', catalogueContracts.curve3pool.address, v.curve3pool],
    ['convexBooster', catalogueContracts.convexBooster.address, v.convexBooster],
    ['convexRewardPool', catalogueContracts.convexRewardPool.address, v.convexRewardPool],
    ['yearnUsdc', catalogueContracts.yearnUsdc.address, v.yearnUsdcVault],
    ['beefyVault', catalogueContracts.beefyVault.address, v.beefyVault],
    ['3Crv', curveLpToken.address, v.curve3crv],
    ['Convex pool id', String(convex3poolPid), String(v.convexPid)],
  ]
  return pairs.map(([name, catalogue, inProfile]) => ({
    network: 'ethereum',
    contract: 'catalogue',
    check: name,
    ...(catalogue && inProfile && catalogue.toLowerCase() === inProfile.toLowerCase()
      ? { status: 'ok' as const, detail: `the profile and the key worker's catalogue agree (${catalogue})` }
      : {
          status: 'fail' as const,
          detail: `the profile says ${inProfile ?? 'none'}, the key worker's catalogue ${catalogue ?? 'none'}`,
        }),
  }))
}

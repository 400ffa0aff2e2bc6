import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { mainnetVaults } from '../../src/chain/profile'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'

describe('vault contract addresses on mainnet', () => {
  it('are EIP-55 checksummed in the catalogue and the mainnet profile', () => {
    for (const [id, c] of Object.entries(catalogueContracts))
      if (c.address) expect(getAddress(c.address), id).toBe(c.address)
    const { morphoDaiMarket: _m, aTokens, convexPid: _p, beefyVault: _b, ...rest } = mainnetVaults
    for (const [id, a] of Object.entries({ ...rest, ...aTokens })) expect(getAddress(a), id).toBe(a)
  })

  it('agree between the signing allow-list and the profile the adapters build from', () => {
    expect(mainnetVaults.aavePool).toBe(catalogueContracts.aavePool.address)
    expect(mainnetVaults.morphoBlue).toBe(catalogueContracts.morphoBlue.address)
    expect(mainnetVaults.sUSDe).toBe(catalogueContracts.sUSDe.address)
    expect(mainnetVaults.comet).toBe(catalogueContracts.comet.address)
    expect(mainnetVaults.curve3pool).toBe(catalogueContracts.curve3pool.address)
    expect(mainnetVaults.convexBooster).toBe(catalogueContracts.convexBooster.address)
    expect(mainnetVaults.convexRewardPool).toBe(catalogueContracts.convexRewardPool.address)
    expect(mainnetVaults.yearnUsdcVault).toBe(catalogueContracts.yearnUsdc.address)
    // No Morpho DAI market is chosen on mainnet: the card says 'Morpho marketId not configured'.
    expect(BigInt(mainnetVaults.morphoDaiMarket.id)).toBe(0n)
  })
})

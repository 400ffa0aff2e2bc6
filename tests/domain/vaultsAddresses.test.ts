import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { mainnetVaults } from '../../src/chain/profile'
import { morphoMarketId } from '../../src/chain/protocols/morpho'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'

describe('vault contract addresses on mainnet', () => {
  it('are EIP-55 checksummed in the catalogue and the mainnet profile', () => {
    for (const [id, c] of Object.entries(catalogueContracts))
      if (c.address) expect(getAddress(c.address), id).toBe(c.address)
    const { morphoDaiMarket: m, aTokens, convexPid: _p, beefyVault, ...rest } = mainnetVaults
    const { id: _id, lltv: _l, ...market } = m
    for (const [id, a] of Object.entries({ ...rest, ...aTokens, ...market, beefyVault }))
      expect(getAddress(a!), id).toBe(a)
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
    expect(mainnetVaults.beefyVault).toBe(catalogueContracts.beefyVault.address)
  })

  it("name Morpho's USDe/DAI 77 % market by the id Morpho derives from its parameters", () => {
    const { id, ...params } = mainnetVaults.morphoDaiMarket
    expect(id).toBe('0xfd8493f09eb6203615221378d89f53fcd92ff4f7d62cca87eece9a2fff59e86f')
    expect(morphoMarketId(params)).toBe(id)
    expect(params.loanToken).toBe('0x6B175474E89094C44Da98b954EedeAC495271d0F') // DAI
    expect(params.lltv).toBe(77n * 10n ** 16n)
  })
})

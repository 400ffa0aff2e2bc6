import { describe, expect, it } from 'vitest'
import { fetchArgentineCpi } from '../../../src/chain/inflation/fetchArgentineCpi'
import { dollarRise12m, fetchDollarHistory } from '../../../src/chain/inflation/fetchDollarHistory'
import { fetchDefiLlamaApys } from '../../../src/chain/protocols/fetchDefiLlamaApys'
import { readVaults } from '../../../src/chain/protocols/readVaults'
import { vaultRates } from '../../../src/chain/protocols/vaultRates'
import { SECONDS_PER_YEAR } from '../../../src/domain/vaults/apy'
import { freshAddress } from '../support/manifest'
import { appSide } from './support'

describe('recorded web APIs served by the devnet, read by the real clients', () => {
  it('puts their loopback URLs in the devnet profile', () => {
    const { profile } = appSide()
    expect(profile.webApis.argentinaDatos).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/argentinadatos$/)
    expect(profile.webApis.defiLlamaYields).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/defillama$/)
    expect(profile.webApis.worldBank).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/worldbank$/)
  })

  it('reads Argentina’s latest monthly and year-on-year CPI from ArgentinaDatos', async () => {
    const cpi = await fetchArgentineCpi(appSide().profile.webApis.argentinaDatos!)
    expect(cpi).toEqual({
      monthly: { date: '2025-09-30', rate: 0.021 },
      yearOnYear: { date: '2025-09-30', rate: 0.318 },
      source: 'ArgentinaDatos',
    })
  })

  it('reads the cripto and MEP dollar histories and the dollar’s 12-month rise', async () => {
    const base = appSide().profile.webApis.argentinaDatos!
    const cripto = await fetchDollarHistory(base, 'cripto')
    expect(cripto).toHaveLength(13)
    expect(dollarRise12m(cripto)).toEqual({
      rise: 1520 / 1275 - 1,
      from: { date: '2024-09-30', sell: 1275 },
      to: { date: '2025-09-30', sell: 1520 },
    })
    const mep = await fetchDollarHistory(base, 'bolsa')
    expect(dollarRise12m(mep)?.rise).toBeCloseTo(1468 / 1222 - 1, 12)
    expect(dollarRise12m(mep.slice(1))).toBeNull() // less than a year of quotes
  })

  it('reads each card’s own APY from DefiLlama: Ethereum pools only, the largest by TVL', async () => {
    const apys = await fetchDefiLlamaApys(appSide().profile.webApis.defiLlamaYields!)
    // DefiLlama reports percent; the client gives fractions (rounded here only to undo float noise).
    expect(Object.fromEntries(Object.entries(apys).map(([k, v]) => [k, Number(v.apy.toFixed(6))]))).toEqual({
      aave: 0.0412,
      morpho: 0.039,
      ethena: 0.0685,
      compound: 0.0476,
      curve: 0.0073,
      convex: 0.0154,
      yearn: 0.0521,
      beefy: 0.0602,
    })
    // Convex's apy counts its CRV/CVX rewards; apyBase is the Curve pool's own part.
    expect(apys.convex?.apyBase).toBeCloseTo(0.0042, 12)
  })

  it('rates the cards from the chain, then device samples, then DefiLlama', async () => {
    const { profile, reader } = appSide()
    const read = await readVaults(reader, { profile, address: freshAddress() })
    const defiLlama = await fetchDefiLlamaApys(profile.webApis.defiLlamaYields!)
    const first = vaultRates(read, { samples: {}, defiLlama })
    expect(first.ethena.source).toBe('defillama')
    expect(first.ethena.apy).toBeCloseTo(0.0685, 12)
    expect(first.compound.source).toBe('chain')
    expect(first.morpho.source).toBe('chain')
    expect(first.aave.source).toBe('chain')
    // Convex: DefiLlama's base plus the rewards priced on chain, not DefiLlama's own rewards figure.
    expect(first.convex.source).toBe('defillama')
    expect(first.convex.parts?.base).toBeCloseTo(0.0042, 12)
    expect(first.convex.parts?.crv).toBeGreaterThan(0)
    expect(first.convex.apy).toBeCloseTo(0.0042 + first.convex.parts!.crv + first.convex.parts!.cvx, 12)
    // A sample from a year ago at 1/1.09 of today's price: sUSDe grew 9 % in a year.
    const price = read.rates.sharePrices.ethena!
    const yearAgo = { at: read.timestamp - SECONDS_PER_YEAR, price: (price * 100n) / 109n }
    const later = vaultRates(read, { samples: { ethena: [yearAgo] }, defiLlama })
    expect(later.ethena.source).toBe('samples')
    expect(later.ethena.apy).toBeCloseTo(0.09, 4)
    expect(vaultRates(read, { samples: {}, defiLlama: {} }).yearn).toEqual({ apy: null, source: 'none' })
  })
})

import type { ProtocolId } from '../../domain/catalogue/protocols'
import {
  aaveSupplyApy,
  cometSupplyRate,
  morphoSupplyApy,
  perSecondApy,
  pickRate,
  shareGrowthApy,
  specSupplyFallback,
  type VaultRate,
} from '../../domain/vaults/apy'
import { convexRewardRates } from '../../domain/vaults/convexRewards'
import { type SampleBook, samplesWith } from '../../domain/vaults/samples'
import type { DefiLlamaApy } from './fetchDefiLlamaApys'
import { adaptiveCurveRateNow } from './morphoRate'
import type { VaultsRead } from './readVaults'

const none: VaultRate = { apy: null, source: 'none' }
const chain = (apy: number | null | undefined): VaultRate => (apy == null ? none : { apy, source: 'chain' })

/**
 * Every card's APY with its source (pure). Aave, Compound and Morpho from their on-chain rates; sUSDe, Yearn,
 * Beefy, Curve and Convex from the growth of their share price over the device's samples (plus this read),
 * else DefiLlama's figure, else the spec's number where it has one (Aave: spec 001 §9 supply fallbacks).
 * Aave's card shows USDC's rate; `aaveDai` is DAI's. Convex's share-growth figure is the Curve pool's base
 * yield only: the CRV and CVX its reward pool pays are added to it ({@link withConvexRewards}).
 */
export function vaultRates(
  read: VaultsRead,
  sources: { samples: SampleBook; defiLlama: Partial<Record<ProtocolId, DefiLlamaApy>> },
): Record<ProtocolId, VaultRate> & { aaveDai: VaultRate } {
  const llama = (id: ProtocolId): VaultRate => {
    const x = sources.defiLlama[id]
    return x ? { apy: x.apy, source: 'defillama' } : none
  }
  const spec = (apy: number): VaultRate => ({ apy, source: 'spec' })
  const r = read.rates
  const shares = (id: 'ethena' | 'yearn' | 'beefy' | 'curve' | 'convex'): VaultRate => {
    const price = r.sharePrices[id]
    const current = price ? { at: read.timestamp, price } : undefined
    return pickRate(
      { apy: shareGrowthApy(samplesWith(sources.samples, id, current)), source: 'samples' },
      llama(id),
    )
  }
  const m = r.morpho
  const morphoRate =
    m?.ratePerSecond ??
    (m?.rateAtTarget != null
      ? adaptiveCurveRateNow(m.rateAtTarget, m.market, m.lastUpdate ? read.timestamp - m.lastUpdate : 0)
      : null)
  return {
    aave: pickRate(
      chain(r.aave.USDC == null ? null : aaveSupplyApy(r.aave.USDC)),
      llama('aave'),
      spec(specSupplyFallback.USDC),
    ),
    aaveDai: pickRate(
      chain(r.aave.DAI == null ? null : aaveSupplyApy(r.aave.DAI)),
      spec(specSupplyFallback.DAI),
    ),
    morpho: pickRate(
      chain(m && morphoRate !== null ? morphoSupplyApy(morphoRate, m.market) : null),
      llama('morpho'),
    ),
    compound: pickRate(
      chain(r.compound ? perSecondApy(cometSupplyRate(r.compound.utilization, r.compound.curve)) : null),
      llama('compound'),
    ),
    ethena: shares('ethena'),
    curve: shares('curve'),
    convex: withConvexRewards(shares('convex'), read, sources.defiLlama.convex?.apyBase),
    yearn: shares('yearn'),
    beefy: shares('beefy'),
  }
}

/**
 * Convex's base yield plus what its reward pool pays in CRV and CVX, priced by the on-chain feeds, with the
 * parts kept for the card. The base is the 3pool's share growth on this device, else DefiLlama's `apyBase`
 * (its `apy` already counts the rewards, at its own prices: without `apyBase` it is left as it is, as is a
 * rate whose rewards could not be read or priced).
 */
function withConvexRewards(rate: VaultRate, read: VaultsRead, llamaBase: number | undefined): VaultRate {
  const state = read.rates.convexRewards
  const base = rate.source === 'samples' ? rate.apy : rate.source === 'defillama' ? llamaBase : undefined
  if (base == null || !Number.isFinite(base) || !state) return rate
  const rewards = convexRewardRates(state, read.timestamp)
  if (!rewards) return rate
  return { apy: base + rewards.crv + rewards.cvx, source: rate.source, parts: { base, ...rewards } }
}

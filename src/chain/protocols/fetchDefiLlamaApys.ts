import type { ProtocolId } from '../../domain/catalogue/protocols'
import { ChainError } from '../errors'
import { type Fetch, fetchJson } from '../inflation/fetchJson'

/** How each card's pool is found among DefiLlama's pools on Ethereum: its project slug and pool symbol. */
export const defiLlamaPools: Record<ProtocolId, { project: string; symbol: string }> = {
  aave: { project: 'aave-v3', symbol: 'USDC' },
  morpho: { project: 'morpho-blue', symbol: 'DAI' },
  ethena: { project: 'ethena-usde', symbol: 'SUSDE' },
  compound: { project: 'compound-v3', symbol: 'USDC' },
  curve: { project: 'curve-dex', symbol: 'DAI-USDC-USDT' },
  convex: { project: 'convex-finance', symbol: 'DAI-USDC-USDT' },
  yearn: { project: 'yearn-finance', symbol: 'USDC' },
  beefy: { project: 'beefy', symbol: 'USDC' },
}

/** A protocol's own APY as DefiLlama reports it (fraction), with the pool it was read from. */
/** `apyBase`: the part of `apy` the pool itself pays, without its token rewards (`apyReward`), when given. */
export type DefiLlamaApy = { apy: number; pool: string; tvlUsd: number; apyBase?: number }

type Pool = {
  chain?: unknown
  project?: unknown
  symbol?: unknown
  apy?: unknown
  apyBase?: unknown
  pool?: unknown
  tvlUsd?: unknown
}

/**
 * The protocols' own APYs from DefiLlama's public yields API (`GET {base}/pools` →
 * `{ status, data: [{ chain, project, symbol, tvlUsd, apy (%), apyBase (%), pool, … }] }`): for each card, the Ethereum
 * pool of its project and symbol with the largest TVL, as a fraction (5.21 % → 0.0521).
 * @throws ChainError on an HTTP error or a response of another shape.
 * @example (await fetchDefiLlamaApys('https://yields.llama.fi')).ethena?.apy // 0.0685
 */
export async function fetchDefiLlamaApys(
  baseUrl: string,
  options: { fetch?: Fetch } = {},
): Promise<Partial<Record<ProtocolId, DefiLlamaApy>>> {
  const body = (await fetchJson(`${baseUrl}/pools`, { ...options, timeoutMs: 15_000 })) as { data?: unknown }
  if (!body || !Array.isArray(body.data)) throw new ChainError('Unexpected yields response')
  const out: Partial<Record<ProtocolId, DefiLlamaApy>> = {}
  for (const [id, want] of Object.entries(defiLlamaPools) as [
    ProtocolId,
    { project: string; symbol: string },
  ][]) {
    const best = (body.data as Pool[])
      .filter(
        (p) =>
          p?.chain === 'Ethereum' &&
          p.project === want.project &&
          typeof p.symbol === 'string' &&
          p.symbol.toUpperCase() === want.symbol &&
          typeof p.apy === 'number' &&
          Number.isFinite(p.apy),
      )
      .sort((a, b) => Number(b.tvlUsd ?? 0) - Number(a.tvlUsd ?? 0))[0]
    if (best)
      out[id] = {
        apy: (best.apy as number) / 100,
        pool: String(best.pool),
        tvlUsd: Number(best.tvlUsd ?? 0),
        ...(typeof best.apyBase === 'number' && Number.isFinite(best.apyBase)
          ? { apyBase: best.apyBase / 100 }
          : {}),
      }
  }
  return out
}

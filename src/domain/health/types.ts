/** One holding as scored: a catalogue token with its USD value and 24 h price change in percent. */
export type HealthHolding = {
  key: string
  symbol: string
  category: string
  valueUsd: number
  /** 24 h price change in percent (e.g. -2.5). */
  change24h: number
}

/** What the scorer needs: plain numbers so it can cross to the worker by structured clone. */
export type HealthInput = { holdings: HealthHolding[] }

/** Why the user sees a tip. `asset` is set for `concentration`. */
export type HealthRecommendation =
  | { id: 'diversify' | 'reduceVolatility' | 'improveLiquidity' | 'addStability' | 'growPortfolio' }
  | { id: 'concentration'; asset: string; share: number }
  | { id: 'empty' }
  | { id: 'failed' }

/** Spec §4 rating bands. */
export type HealthBand = 'excellent' | 'good' | 'fair' | 'poor'

/** Spec §3 portfolio health result, scores 0–100 rounded to integers. */
export type HealthResult = {
  status: 'ok' | 'empty' | 'failed'
  overallScore: number
  diversification: number
  volatility: number
  liquidity: number
  stability: number
  totalValue: number
  tokenValues: Record<string, number>
  band: HealthBand
  recommendations: HealthRecommendation[]
}

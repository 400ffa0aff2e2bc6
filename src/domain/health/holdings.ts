import { toApproximateNumber } from '../amounts/formatAmount'
import { type NetworkId, networkIds } from '../catalogue/networks'
import { type TokenKey, type TokenSymbol, tokenKeys, tokens } from '../catalogue/tokens'
import type { HealthHolding } from './types'

/** A price as the holdings need it: USD and 24 h change in percent. */
export type HoldingPrice = { price: number; change24h: number }

/** One catalogue token with its balance (base units) and its USD estimate. */
export type ValuedToken = HealthHolding & { key: TokenKey; network: NetworkId; balance: bigint }

/**
 * Every catalogue token with its balance and USD value (numbers only for the estimate; the balance stays
 * bigint). Missing balances count 0; a symbol without a price counts $0.
 * @example valueTokens({ USDC: 1_500_000n }, { USDC: { price: 1, change24h: 0 } })[2].valueUsd // 1.5
 */
export function valueTokens(
  balances: Partial<Record<string, bigint>>,
  prices: Partial<Record<TokenSymbol, HoldingPrice>>,
): ValuedToken[] {
  return tokenKeys.map((key) => {
    const t = tokens[key]
    const balance = balances[key] ?? 0n
    const price = prices[t.symbol]
    return {
      key,
      symbol: t.symbol,
      category: t.category,
      network: t.network,
      balance,
      valueUsd: price ? toApproximateNumber(balance, t.decimals) * price.price : 0,
      change24h: price?.change24h ?? 0,
    }
  })
}

/** The scorer's input: only tokens actually held. */
export function healthInputOf(valued: ValuedToken[]): { holdings: HealthHolding[] } {
  return {
    holdings: valued
      .filter((v) => v.balance > 0n)
      .map(({ key, symbol, category, valueUsd, change24h }) => ({
        key,
        symbol,
        category,
        valueUsd,
        change24h,
      })),
  }
}

/** Per-network figures for the network selector and the wallet screen (spec: active if any balance > 0). */
export type NetworkSummary = {
  network: NetworkId
  active: boolean
  activeTokens: number
  tokens: number
  valueUsd: number
}

/** Summaries of the four networks in catalogue order. */
export function summarizeNetworks(valued: ValuedToken[]): NetworkSummary[] {
  return networkIds.map((network) => {
    const mine = valued.filter((v) => v.network === network)
    const activeTokens = mine.filter((v) => v.balance > 0n).length
    return {
      network,
      active: activeTokens > 0,
      activeTokens,
      tokens: mine.length,
      valueUsd: mine.reduce((s, v) => s + v.valueUsd, 0),
    }
  })
}

/** USD in the ETH family (ETH on every network and WETH) and in stablecoins, for the yield estimate. */
export function yieldBase(valued: ValuedToken[]): { ethUsd: number; stableUsd: number } {
  let ethUsd = 0
  let stableUsd = 0
  for (const v of valued) {
    if (v.symbol === 'ETH' || v.symbol === 'WETH') ethUsd += v.valueUsd
    if (v.category === 'stablecoin') stableUsd += v.valueUsd
  }
  return { ethUsd, stableUsd }
}

import { formatAmount } from '../amounts/formatAmount'
import { BASE_DECIMALS, type LendingAsset } from './assets'
import { formatHealthFactor, NO_DEBT_HEALTH_FACTOR } from './healthFactor'
import { distanceBps, liquidationPriceOf, mainCollateralOf, type PositionReserve } from './liquidation'
import { lendingAlerts } from './risk'

/** How loudly a loan asks for attention: spec 001 §9's warning (below 1.5) and critical (below 1.2). */
export type LoanAlertLevel = 'none' | 'warning' | 'critical'

/** What the warning on every wallet screen says about a loan, from the pool's own figures. */
export type LoanAlert = {
  level: LoanAlertLevel
  /** The wallet owes something: a loan is open, whatever its health. */
  open: boolean
  /** The pool's getUserAccountData health factor (1e18 = 1.00). */
  healthFactor: bigint
  /** The collateral whose price the warning names: WETH when it is collateral, else the largest. */
  collateral: LendingAsset | null
  /** Its oracle price now, base currency (USD, 8 decimals). */
  collateralPriceBase: bigint
  /** The price of `collateral` at which the health factor reaches 1, others held constant; null if none. */
  liquidationPriceBase: bigint | null
}

/** The figures a position is read into (the pool's account data and each reserve). */
export type LoanAlertInput = {
  account: { healthFactor: bigint; totalDebtBase: bigint }
  reserves: readonly PositionReserve[]
}

/**
 * The level of spec 001 §9's lending warnings for a health factor: below 1.2 critical ('Health factor
 * dangerously low! Risk of liquidation.'), below 1.5 warning ('Health factor below recommended threshold.').
 * @example loanAlertLevel(13n * 10n ** 17n) // 'warning'
 */
export function loanAlertLevel(healthFactor: bigint): LoanAlertLevel {
  const alert = lendingAlerts({ healthFactor, score: 0 }).find(
    (a) => a.id === 'dangerouslyLow' || a.id === 'belowThreshold',
  )
  return alert?.type ?? 'none'
}

const isLoanOpen = (position: LoanAlertInput) =>
  position.account.totalDebtBase > 0n && position.account.healthFactor < NO_DEBT_HEALTH_FACTOR

/** The level of a position: none without debt, else {@link loanAlertLevel} of the pool's health factor. */
export function loanAlertLevelOf(position: LoanAlertInput): LoanAlertLevel {
  return isLoanOpen(position) ? loanAlertLevel(position.account.healthFactor) : 'none'
}

/**
 * The warning a position calls for: its level from the pool's health factor (none without debt), and the
 * liquidation price of its main collateral (src/domain/lending/liquidation.ts).
 * @example loanAlertOf({ account, reserves }).level // 'critical'
 */
export function loanAlertOf(position: LoanAlertInput): LoanAlert {
  const { healthFactor } = position.account
  const open = isLoanOpen(position)
  const collateral = open ? mainCollateralOf(position.reserves) : null
  const held = position.reserves.find((r) => r.asset === collateral)
  return {
    level: loanAlertLevelOf(position),
    open,
    healthFactor,
    collateral,
    collateralPriceBase: held?.priceBase ?? 0n,
    liquidationPriceBase: collateral ? liquidationPriceOf(position.reserves, collateral) : null,
  }
}

const rank: Record<LoanAlertLevel, number> = { none: 0, warning: 1, critical: 2 }

/**
 * Whether going from `from` to `to` crossed a threshold downwards (≥ 1.5 → < 1.5, or < 1.5 → < 1.2): the
 * moments a notification is for. Getting better, or staying, is no crossing.
 */
export function crossedDown(from: LoanAlertLevel, to: LoanAlertLevel): boolean {
  return rank[to] > rank[from]
}

/** The collateral as people name it: WETH's price is ETH's, WBTC's is BTC's. */
const shownAs: Partial<Record<LendingAsset, string>> = { WETH: 'ETH', WBTC: 'BTC' }

/** One cent in Aave's base currency (8 decimals). */
const CENT = 10n ** BigInt(BASE_DECIMALS - 2)

/**
 * The warning's figures as text in a language: the health factor (two decimals, truncated), the collateral's
 * name, its liquidation price rounded UP to the cent (the warning never shows a lower price than the real one),
 * and how far below today's price it is, in percent with one decimal (null when already there or beyond).
 * @example loanAlertFigures(alert, 'es') // { healthFactor: '1,18', asset: 'ETH', price: 'US$ 2.545,46', drop: '15,2 %' }
 */
export function loanAlertFigures(
  alert: LoanAlert,
  language: 'es' | 'en',
): { healthFactor: string; asset: string | null; price: string | null; drop: string | null } {
  const locale = language === 'es' ? 'es-AR' : 'en'
  const usd = (base: bigint) => {
    const digits = formatAmount(base, BASE_DECIMALS, { locale, decimals: 2 })
    return language === 'es' ? `US$ ${digits}` : `$${digits}`
  }
  const liquidation = alert.liquidationPriceBase
  const price = liquidation === null ? null : usd(((liquidation + CENT - 1n) / CENT) * CENT)
  const away = liquidation === null ? 0n : distanceBps(alert.collateralPriceBase, liquidation)
  const percent = formatAmount(away, 2, { locale, decimals: 1 })
  return {
    healthFactor: formatHealthFactor(alert.healthFactor, locale),
    asset: alert.collateral ? (shownAs[alert.collateral] ?? alert.collateral) : null,
    price,
    drop: away > 0n ? (language === 'es' ? `${percent} %` : `${percent}%`) : null,
  }
}

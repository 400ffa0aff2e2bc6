import { maxUint256 } from 'viem'

/** Aave's health factor unit: 1e18 is 1.00. */
export const WAD = 10n ** 18n

/** What Aave reports as the health factor of an account without debt. */
export const NO_DEBT_HEALTH_FACTOR = maxUint256

/** Spec §4 liquidation-risk band of a (new) health factor. */
export type RiskBand = 'high' | 'medium' | 'low'

/** Spec §4 health-factor colour. */
export type HealthColour = 'red' | 'yellow' | 'orange' | 'green'

const ONE_POINT = (tenths: bigint) => (tenths * WAD) / 10n

/**
 * Spec §9: collateral × (liquidation threshold / 10000) / debt, as a 1e18 bigint (Aave's scale), truncated.
 * No debt gives {@link NO_DEBT_HEALTH_FACTOR}, as Aave does. Collateral and debt in the same base unit.
 * @example healthFactorOf({ collateralBase: 30_000n, debtBase: 10_000n, liquidationThresholdBps: 8300n }) // 2.49e18
 */
export function healthFactorOf(args: {
  collateralBase: bigint
  debtBase: bigint
  liquidationThresholdBps: bigint
}): bigint {
  if (args.debtBase <= 0n) return NO_DEBT_HEALTH_FACTOR
  return (args.collateralBase * args.liquidationThresholdBps * WAD) / 10_000n / args.debtBase
}

/** Spec §4: below 1.5 high (ALTO RIESGO), below 2 medium (RIESGO MEDIO), otherwise low (BAJO RIESGO). */
export function riskBand(healthFactor: bigint): RiskBand {
  if (healthFactor < ONE_POINT(15n)) return 'high'
  if (healthFactor < 2n * WAD) return 'medium'
  return 'low'
}

/** Spec §4: below 1.2 red, below 1.5 yellow, below 2 orange, otherwise green. */
export function healthColour(healthFactor: bigint): HealthColour {
  if (healthFactor < ONE_POINT(12n)) return 'red'
  if (healthFactor < ONE_POINT(15n)) return 'yellow'
  if (healthFactor < 2n * WAD) return 'orange'
  return 'green'
}

/** True when a new health factor needs the "Entiendo el riesgo" acknowledgement (below 1.5). */
export function needsRiskAcknowledgement(healthFactor: bigint): boolean {
  return healthFactor < ONE_POINT(15n)
}

/**
 * The health factor as shown: two decimals, truncated from the 1e18 bigint (never rounded up, so the screen
 * never shows a safer number than Aave's), '∞' without debt.
 * @example formatHealthFactor(1_239_999_999_999_999_999n, 'es-AR') // '1,23'
 */
export function formatHealthFactor(healthFactor: bigint, locale: 'es-AR' | 'en' = 'es-AR'): string {
  if (healthFactor >= NO_DEBT_HEALTH_FACTOR / 2n) return '∞'
  const hundredths = healthFactor / (WAD / 100n)
  const whole = (hundredths / 100n).toString()
  const fraction = (hundredths % 100n).toString().padStart(2, '0')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'es-AR' ? '.' : ',')
  return `${grouped}${locale === 'es-AR' ? ',' : '.'}${fraction}`
}

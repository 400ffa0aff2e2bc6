import { WAD } from './healthFactor'

/** A lending alert of spec §9; `message` is the spec's English text (the dictionary key is `lending.alert.<id>`). */
export type LendingAlert = {
  id: 'dangerouslyLow' | 'belowThreshold' | 'highRisk'
  type: 'critical' | 'warning'
  message: string
}

/**
 * Spec §9 lending risk score: health factor below 1.5 +40, below 2 +20, below 3 +10; debt over 80 % of
 * collateral +30, over 60 % +20, over 40 % +10; capped at 100. Compared in bigint, never in floats.
 * @example lendingRiskScore({ healthFactor: 14n * 10n ** 17n, collateralBase: 100n, debtBase: 70n }) // 60
 */
export function lendingRiskScore(args: {
  healthFactor: bigint
  collateralBase: bigint
  debtBase: bigint
}): number {
  const hf = args.healthFactor
  let score = 0
  if (hf < (15n * WAD) / 10n) score += 40
  else if (hf < 2n * WAD) score += 20
  else if (hf < 3n * WAD) score += 10
  const debt100 = args.debtBase * 100n
  const c = args.collateralBase
  if (args.debtBase > 0n) {
    if (debt100 > c * 80n) score += 30
    else if (debt100 > c * 60n) score += 20
    else if (debt100 > c * 40n) score += 10
  }
  return Math.min(score, 100)
}

/**
 * Spec §9 lending warnings, most urgent first: below 1.2 critical 'Health factor dangerously low! Risk of
 * liquidation.'; below 1.5 'Health factor below recommended threshold.'; score above 70 'High risk portfolio
 * detected.'
 */
export function lendingAlerts(args: { healthFactor: bigint; score: number }): LendingAlert[] {
  const alerts: LendingAlert[] = []
  if (args.healthFactor < (12n * WAD) / 10n) {
    alerts.push({
      id: 'dangerouslyLow',
      type: 'critical',
      message: 'Health factor dangerously low! Risk of liquidation.',
    })
  } else if (args.healthFactor < (15n * WAD) / 10n) {
    alerts.push({
      id: 'belowThreshold',
      type: 'warning',
      message: 'Health factor below recommended threshold.',
    })
  }
  if (args.score > 70)
    alerts.push({ id: 'highRisk', type: 'warning', message: 'High risk portfolio detected.' })
  return alerts
}

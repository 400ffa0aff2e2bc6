import type { HealthBand } from './types'

/**
 * Spec §4 bands: 80 and above Excellent, 60 Good, 40 Fair, else Poor.
 * @example healthBand(80) // 'excellent'
 */
export function healthBand(score: number): HealthBand {
  if (score >= 80) return 'excellent'
  if (score >= 60) return 'good'
  if (score >= 40) return 'fair'
  return 'poor'
}

/**
 * Colour of each band; the spec fixes green for Excellent, the others follow a traffic light. Shades dark
 * enough for the white label on them (contrast ≥ 4.5:1, WCAG AA).
 */
export const bandColors: Record<HealthBand, string> = {
  excellent: '#15803d',
  good: '#1d4ed8',
  fair: '#b45309',
  poor: '#b91c1c',
}

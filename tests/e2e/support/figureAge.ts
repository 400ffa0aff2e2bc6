import { dayInZone } from './appDate'

/** The day the devnet's recorded ArgentinaDatos answers end on: its last quote and its last month of CPI. */
export const recordedDay = '2025-09-30'

/** Whole days from the recorded day to the users' day of `at` (Buenos Aires), as a calendar counts them. */
export const daysSinceRecorded = (at: number) =>
  Math.round((Date.parse(dayInZone(at)) - Date.parse(recordedDay)) / 86_400_000)

/**
 * Whole months from 30 September 2025 to the users' day of `at`: a month is reached on the 30th, or on a
 * shorter month's last day.
 */
export function monthsSinceRecorded(at: number): number {
  const [y, m, d] = dayInZone(at).split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return (y - 2025) * 12 + (m - 9) - (d >= 30 || d === lastDay ? 0 : 1)
}

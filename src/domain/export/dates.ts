import type { ErrorMessage } from '../errors/message'
import type { Language } from '../i18n'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * The calendar day of a moment in the device's time zone, as ISO `YYYY-MM-DD` (the day a dollar quote is
 * looked up for).
 * @example localDay(new Date(2026, 0, 2, 23, 59).getTime()) // '2026-01-02'
 */
export function localDay(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * A day inside a sentence: in Spanish as people write it (`30/09/2025`), never ISO inside Spanish text; English
 * keeps ISO (`2025-09-30`), unambiguous there.
 * @example dayText('es', '2025-09-30') // '30/09/2025'
 */
export function dayText(language: Language, iso: string): string {
  return language === 'es' ? iso.split('-').reverse().join('/') : iso
}

/**
 * A moment as ISO-style local date and time, `YYYY-MM-DD HH:mm:ss`: one form for both languages, which
 * Excel and LibreOffice read as a date in either locale and which sorts as text.
 * @example localDateTime(new Date(2026, 0, 2, 9, 5, 7).getTime()) // '2026-01-02 09:05:07'
 */
export function localDateTime(ms: number): string {
  const d = new Date(ms)
  return `${localDay(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/**
 * The last millisecond of a local calendar day.
 * @example new Date(endOfLocalDay('2025-12-31')).getHours() // 23
 */
export function endOfLocalDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d, 23, 59, 59, 999).getTime()
}

/**
 * The holdings summary's default date: 31 December of last year, the date Argentina's wealth tax
 * (Bienes Personales) counts holdings at.
 * @example defaultHoldingsDate(new Date(2026, 10, 24).getTime()) // '2025-12-31'
 */
export function defaultHoldingsDate(now: number): string {
  return `${new Date(now).getFullYear() - 1}-12-31`
}

/** A holdings date read: the moment to look at (end of that day, or now for today), or why it is refused. */
export type HoldingsMoment = { ok: true; day: string; at: number } | { ok: false; error: ErrorMessage }

/**
 * Reads the date a user picked (`YYYY-MM-DD`, what a date input gives) for the holdings summary: the end of
 * that local day, or `now` when the day is today. A date that does not exist (2025-02-30), any other text,
 * or a day after today is refused with the message to show.
 * @example holdingsMoment('2025-12-31', Date.now()) // { ok: true, day: '2025-12-31', at: <31 Dec 23:59:59.999> }
 * @example holdingsMoment('2999-01-01', Date.now()) // { ok: false, error: { key: 'export.date.future' } }
 */
export function holdingsMoment(text: string, now: number): HoldingsMoment {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim())
  const invalid = { ok: false, error: { key: 'export.date.invalid' } } as const
  if (!match) return invalid
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(y, m - 1, d)
  if (y < 1970 || date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d)
    return invalid
  const day = `${match[1]}-${match[2]}-${match[3]}`
  if (day > localDay(now)) return { ok: false, error: { key: 'export.date.future' } }
  return { ok: true, day, at: Math.min(endOfLocalDay(day), now) }
}

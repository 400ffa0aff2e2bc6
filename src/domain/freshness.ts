/**
 * How often a source normally publishes a new figure, in whole calendar months and days: a dollar quote
 * every day (`{ days: 1 }`), Argentina's monthly inflation about a month and a half after its month ends
 * (`{ months: 1, days: 15 }`).
 */
export type UpdatePeriod = { months?: number; days?: number }

/** A dollar quote: ArgentinaDatos publishes one each business day. */
export const quoteUpdate: UpdatePeriod = { days: 1 }

/**
 * ArgentinaDatos' (INDEC's) monthly inflation: a month's figure comes out around the middle of the next one, so
 * the figure for September (dated 30 September) is the latest until about 15 November.
 */
export const monthlyInflationUpdate: UpdatePeriod = { months: 1, days: 15 }

/**
 * The World Bank's yearly inflation: a year's average comes out during the next year, so the figure for 2024
 * (dated 31 December 2024) is the latest until the end of June 2026.
 */
export const yearlyInflationUpdate: UpdatePeriod = { months: 18 }

/** How old a figure is on a day, and whether that is older than its source's normal update. */
export type FigureAge = {
  /** Older than the source's normal update: say so beside the figure. */
  stale: boolean
  /** Whole calendar days from the figure's day to today (0 on the same day; negative before it). */
  days: number
  /** Whole calendar months, a month's last day counting as any later day of a shorter month. */
  months: number
}

type Day = { y: number; m: number; d: number }

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

/** `YYYY-MM-DD` as itself; `YYYY-MM` as its last day; `YYYY` as 31 December. */
function parseFigureDate(date: string): Day {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date)
  if (!match) throw new RangeError(`Not an ISO day, month or year: ${date}`)
  const y = Number(match[1])
  const m = match[2] === undefined ? 12 : Number(match[2])
  const d = match[3] === undefined ? daysIn(y, m) : Number(match[3])
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) throw new RangeError(`No such day: ${date}`)
  return { y, m, d }
}

/** The local calendar day (the device's zone: Buenos Aires for the users) of an instant. */
function localDayOf(now: number): Day {
  const at = new Date(now)
  return { y: at.getFullYear(), m: at.getMonth() + 1, d: at.getDate() }
}

const serial = ({ y, m, d }: Day) => Date.UTC(y, m - 1, d) / 86_400_000

/** Whole months from `a` to `b`; from a month's last day, the last day of a shorter month is a whole month. */
function monthsBetween(a: Day, b: Day): number {
  if (serial(b) < serial(a)) return -monthsBetween(b, a)
  const whole = (b.y - a.y) * 12 + (b.m - a.m)
  const reached = b.d >= a.d || b.d === daysIn(b.y, b.m)
  return reached ? whole : whole - 1
}

/** A day plus whole months (kept to the month's end: 31 January + 1 month = 28 or 29 February) and days. */
function addPeriod(day: Day, { months = 0, days = 0 }: UpdatePeriod): number {
  const index = day.y * 12 + (day.m - 1) + months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return serial({ y, m, d: Math.min(day.d, daysIn(y, m)) }) + days
}

/**
 * How old an outside figure (a dollar quote, an inflation figure) is on the local day of `now`, and whether it
 * is older than its source's normal update: stale once today is past the figure's day plus `period`. Days are
 * calendar days in the device's zone, so a quote of yesterday is 1 day old from midnight on, whatever the
 * hour. `now` is an input (DESIGN §2): the caller passes its clock's reading.
 * @param date the day the figure refers to (`2025-09-30`), or its month (`2025-09`: its last day) or year
 *   (`2024`: 31 December).
 * @throws RangeError for a date that is not one.
 * @example figureAge('2025-09-30', new Date(2026, 11, 7, 0, 22).getTime(), quoteUpdate) // { stale: true, days: 433, months: 14 }
 * @example figureAge('2025-09-30', new Date(2025, 9, 1, 9).getTime(), quoteUpdate) // { stale: false, days: 1, months: 0 }
 */
export function figureAge(date: string, now: number, period: UpdatePeriod): FigureAge {
  const figure = parseFigureDate(date)
  const today = localDayOf(now)
  const days = serial(today) - serial(figure)
  return { stale: serial(today) > addPeriod(figure, period), days, months: monthsBetween(figure, today) }
}

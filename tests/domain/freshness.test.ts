import { describe, expect, it } from 'vitest'
import {
  figureAge,
  monthlyInflationUpdate,
  quoteUpdate,
  type UpdatePeriod,
  yearlyInflationUpdate,
} from '../../src/domain/freshness'

/** An instant in Buenos Aires (UTC−3 all year), the zone the tests run in and the users live in. */
const ba = (local: string) => Date.parse(`${local}-03:00`)

describe('figureAge: how old an outside figure is, and whether that is older than its source normally is', () => {
  const rows: [string, string, string, UpdatePeriod, { stale: boolean; days: number; months: number }][] = [
    // A dollar quote: stale once it is more than a day old, counted in Buenos Aires' calendar days.
    ['same day', '2025-09-30', '2025-09-30T14:05', quoteUpdate, { stale: false, days: 0, months: 0 }],
    ['next morning', '2025-09-30', '2025-10-01T09:00', quoteUpdate, { stale: false, days: 1, months: 0 }],
    [
      'last ms of the next day',
      '2025-09-30',
      '2025-10-01T23:59:59.999',
      quoteUpdate,
      { stale: false, days: 1, months: 0 },
    ],
    [
      'midnight, two days on',
      '2025-09-30',
      '2025-10-02T00:00',
      quoteUpdate,
      { stale: true, days: 2, months: 0 },
    ],
    // 21:00 in Buenos Aires is already the next day in UTC: still the same local day.
    [
      '21:00 local, next UTC day',
      '2025-09-30',
      '2025-09-30T21:00',
      quoteUpdate,
      { stale: false, days: 0, months: 0 },
    ],
    [
      'the issue: 07/12/2026 00:22',
      '2025-09-30',
      '2026-12-07T00:22',
      quoteUpdate,
      { stale: true, days: 433, months: 14 },
    ],
    [
      'across a year end',
      '2025-12-31',
      '2026-01-01T00:00',
      quoteUpdate,
      { stale: false, days: 1, months: 0 },
    ],
    ['a leap day', '2024-02-28', '2024-03-01T08:00', quoteUpdate, { stale: true, days: 2, months: 0 }],
    ['from a leap day', '2024-02-29', '2024-03-01T23:59', quoteUpdate, { stale: false, days: 1, months: 0 }],
    // Monthly inflation, dated its month's last day: the normal update is a month and a half.
    [
      'a month on',
      '2025-09-30',
      '2025-10-31T12:00',
      monthlyInflationUpdate,
      { stale: false, days: 31, months: 1 },
    ],
    [
      'month and a half, last day',
      '2025-09-30',
      '2025-11-14T23:59',
      monthlyInflationUpdate,
      { stale: false, days: 45, months: 1 },
    ],
    [
      'month and a half, past it',
      '2025-09-30',
      '2025-11-15T00:00',
      monthlyInflationUpdate,
      { stale: true, days: 46, months: 1 },
    ],
    [
      'the issue: 14 months',
      '2025-09-30',
      '2026-12-07T00:22',
      monthlyInflationUpdate,
      { stale: true, days: 433, months: 14 },
    ],
    [
      'month given as YYYY-MM',
      '2025-09',
      '2026-12-07T00:22',
      monthlyInflationUpdate,
      { stale: true, days: 433, months: 14 },
    ],
    // Month ends: 31 January + 1 month is the end of February, 28 or 29.
    [
      '31 Jan to 28 Feb',
      '2025-01-31',
      '2025-02-28T10:00',
      monthlyInflationUpdate,
      { stale: false, days: 28, months: 1 },
    ],
    [
      '31 Jan to 28 Feb, leap',
      '2024-01-31',
      '2024-02-28T10:00',
      monthlyInflationUpdate,
      { stale: false, days: 28, months: 0 },
    ],
    [
      '31 Jan to 29 Feb, leap',
      '2024-01-31',
      '2024-02-29T10:00',
      monthlyInflationUpdate,
      { stale: false, days: 29, months: 1 },
    ],
    [
      '31 Jan + 1½ months, leap',
      '2024-01-31',
      '2024-03-15T23:59',
      monthlyInflationUpdate,
      { stale: false, days: 44, months: 1 },
    ],
    [
      '31 Jan + 1½ months + 1 day',
      '2024-01-31',
      '2024-03-16T00:00',
      monthlyInflationUpdate,
      { stale: true, days: 45, months: 1 },
    ],
    [
      '31 Jan + 1½ months, not leap',
      '2025-01-31',
      '2025-03-16T00:00',
      monthlyInflationUpdate,
      { stale: true, days: 44, months: 1 },
    ],
    [
      '30 Apr to 31 May',
      '2025-04-30',
      '2025-05-31T00:00',
      monthlyInflationUpdate,
      { stale: false, days: 31, months: 1 },
    ],
    [
      '31 Mar to 30 Apr',
      '2025-03-31',
      '2025-04-30T00:00',
      monthlyInflationUpdate,
      { stale: false, days: 30, months: 1 },
    ],
    [
      '31 Mar to 29 Apr',
      '2025-03-31',
      '2025-04-29T23:59',
      monthlyInflationUpdate,
      { stale: false, days: 29, months: 0 },
    ],
    // The World Bank's yearly figure, dated its year's end.
    [
      'a year, in its next year',
      '2024',
      '2025-12-07T00:22',
      yearlyInflationUpdate,
      { stale: false, days: 341, months: 11 },
    ],
    [
      'a year, 18 months on',
      '2024',
      '2026-06-30T23:59',
      yearlyInflationUpdate,
      { stale: false, days: 546, months: 18 },
    ],
    [
      'a year, past 18 months',
      '2024',
      '2026-07-01T00:00',
      yearlyInflationUpdate,
      { stale: true, days: 547, months: 18 },
    ],
    // A clock not read yet (0) or a figure dated after today: not old at all.
    [
      'a clock not read yet',
      '2025-09-30',
      '1969-12-31T21:00',
      quoteUpdate,
      { stale: false, days: -20362, months: -669 },
    ],
  ]

  it.each(rows)('%s: %s on %s', (_name, date, now, period, expected) => {
    expect(figureAge(date, ba(now), period)).toEqual(expected)
  })

  it('refuses a date that is not one', () => {
    expect(() => figureAge('2025-02-30', ba('2025-03-01T00:00'), quoteUpdate)).toThrow(RangeError)
    expect(() => figureAge('30/09/2025', ba('2025-10-01T00:00'), quoteUpdate)).toThrow(RangeError)
  })
})

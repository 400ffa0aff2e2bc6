/**
 * The inflation a screen shows, with its source and the date it refers to:
 * - `argentinaDatos`: INDEC's year-on-year CPI change; `date` is the last day of the month the 12 months end
 *   in (`'2025-09-30'`).
 * - `worldBank`: the World Bank's yearly CPI change (FP.CPI.TOTL.ZG: the year's average prices over the year
 *   before's); `date` is the year (`'2024'`). Shown only when ArgentinaDatos failed.
 * - `spec`: the spec's figure for the screen (`kind: 'offline'`, `date: null`), when both failed or the user
 *   chose the fixed reference value.
 * `rate` is a fraction (0.318 = 31.8 %).
 */
export type InflationFigure =
  | { kind: 'live'; source: 'argentinaDatos'; rate: number; date: string }
  | { kind: 'live'; source: 'worldBank'; rate: number; date: string }
  | { kind: 'offline'; source: 'spec'; rate: number; date: null }

/**
 * The dólar quotes a saver can value pesos at, by the names ArgentinaDatos gives them (`casa`): MEP is
 * `bolsa`. MEP comes first: it is the default, the legal market rate most savers use.
 */
export const dollarKinds = ['bolsa', 'cripto', 'oficial', 'blue'] as const

/** One of the dólar quotes in {@link dollarKinds}. */
export type DollarKind = (typeof dollarKinds)[number]

/** The dollar pesos are shown at until the user picks another (Settings). */
export const defaultDollarKind: DollarKind = 'bolsa'

/**
 * Narrows anything read from storage to a dollar kind, falling back to MEP.
 * @example toDollarKind('blue') // 'blue'; toDollarKind('tarjeta') // 'bolsa'
 */
export function toDollarKind(value: unknown): DollarKind {
  return dollarKinds.find((kind) => kind === value) ?? defaultDollarKind
}

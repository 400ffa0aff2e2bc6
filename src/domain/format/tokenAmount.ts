import { formatAmount, type Locale, toDecimalParts } from '../amounts/formatAmount'
import { tokens } from '../catalogue/tokens'

/** What the display rule needs to know of a token: its decimals and whether it is a dollar. */
export type AmountKind = { decimals: number; stable: boolean }

/** Digits after the separator for dollars: cents, as a saver counts them. */
const STABLE_DIGITS = 2
/** Significant digits shown of any other token. */
const SIGNIFICANT_DIGITS = 6
/** Never more digits than this after the separator (spec §9: amounts to 6 decimals per token). */
const MAX_DIGITS = 6

const stableSymbols = new Set<string>(
  Object.values(tokens)
    .filter((t) => t.category === 'stablecoin')
    .map((t) => t.symbol),
)

/**
 * Whether a symbol is a dollar: a catalogue stablecoin (USDC, USDT, DAI, USDe) or a protocol's receipt for
 * one (aUSDC, cUSDC, sUSDe, aEthUSDC…), so a list of dollars reads in cents whatever holds them.
 * @example isDollarSymbol('aEthUSDC') // true
 */
export function isDollarSymbol(symbol: string): boolean {
  if (stableSymbols.has(symbol)) return true
  return [...stableSymbols].some((s) => symbol.endsWith(s) && symbol.length <= s.length + 4)
}

/**
 * The number of digits after the separator one amount shows under the rule: dollars always 2; any other
 * token enough for 6 significant digits, at most 6 (and at most the token's own decimals).
 * @example amountDigits(1_234_567_000_000_000_000_000n, { decimals: 18, stable: false }) // 2
 */
export function amountDigits(value: bigint, kind: AmountKind): number {
  if (kind.stable) return Math.min(STABLE_DIGITS, kind.decimals)
  const { whole, fraction } = toDecimalParts(value, kind.decimals)
  const wholeDigits = whole === 0n ? 0 : whole.toString().length
  const leadingZeros = whole === 0n ? (fraction.match(/^0*/)?.[0].length ?? 0) : 0
  const wanted = Math.max(0, SIGNIFICANT_DIGITS - wholeDigits) + leadingZeros
  return Math.min(wanted, MAX_DIGITS, kind.decimals)
}

/**
 * A token amount as a saver reads it, one rule for every list: dollars in cents ("100,00 USDC"), any other
 * token to 6 significant digits with no trailing zeros ("0,5 ETH", "1.234,56 ETH", "0,000021 ETH"). Digits
 * are cut, never rounded up, so a balance never shows bigger than it is; an amount above zero but too small
 * for the digits shown reads "< 0,01" or "< 0,000001", never a misleading 0.
 * @example formatTokenAmount(100_000_000n, { decimals: 6, stable: true }, 'es-AR') // '100,00'
 * @example formatTokenAmount(5n, { decimals: 6, stable: true }, 'en') // '< 0.01'
 */
export function formatTokenAmount(value: bigint, kind: AmountKind, locale: Locale): string {
  const digits = amountDigits(value, kind)
  const abs = value < 0n ? -value : value
  const step = 10n ** BigInt(kind.decimals - digits)
  if (abs > 0n && abs < step) {
    const smallest = formatAmount(step, kind.decimals, { locale, decimals: digits })
    return value < 0n ? `> -${smallest}` : `< ${smallest}`
  }
  return formatAmount(value, kind.decimals, { locale, decimals: digits, fixed: kind.stable })
}

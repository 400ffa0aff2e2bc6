import { formatAmount, type Locale } from '../amounts/formatAmount'

/**
 * An amount as every review says it (the app's review and the signer's review frame alike): at most 8 digits
 * after the separator, cut, never rounded up, trailing zeros dropped. 0,0004727646 ETH reads 0,00047276 ETH.
 */
export function reviewAmount(value: bigint, decimals: number, locale: Locale): string {
  return formatAmount(value, decimals, { locale, decimals: Math.min(decimals, 8), fixed: false })
}

/**
 * A whole address as "0x" and groups of four, as the app's Address shows it in full (and the signer's review
 * frame): read and compared group by group, a line ending only between two groups.
 * @example addressGroups('0x41BdA7E3') // ['0x', '41Bd', 'A7E3']
 */
export function addressGroups(address: string): string[] {
  return address.match(/^0x|.{1,4}/g) ?? []
}

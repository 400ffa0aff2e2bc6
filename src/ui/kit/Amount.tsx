import type { HTMLAttributes } from 'react'
import { formatAmount } from '../../domain/amounts'
import { formatTokenAmount, isDollarSymbol } from '../../domain/format/tokenAmount'
import { useLanguage } from '../i18n'
import { Money } from './Money'

type AmountProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Base units, exact. */
  value: bigint
  /** The token's decimals (6 for USDC, 18 for ETH). */
  decimals: number
  symbol?: string
  /**
   * Digits shown after the separator (cut, never rounded up), where a screen's spec sets them (6 on token
   * cards, 4 in summaries). Without it, the one rule for lists: dollars in cents, other tokens to 6
   * significant digits, never a misleading 0 (formatTokenAmount).
   */
  digits?: number
  /** Keep trailing zeros up to `digits` (6 when not given): the spec's fixed figures. Default false. */
  fixed?: boolean
  /** Whether the amount is in dollars (cents); by default read from `symbol` (USDC, aUSDC, sUSDe… are). */
  stable?: boolean
}

/**
 * A token amount in the user's locale ("1.234,5 USDC" / "1,234.5 USDC"), straight from the bigint; "•••• USDC"
 * while the user hides balances (outside the review).
 */
export function Amount({
  value,
  decimals,
  symbol,
  digits,
  fixed = false,
  stable,
  className,
  ...rest
}: AmountProps) {
  const language = useLanguage()
  const locale = language === 'es' ? 'es-AR' : 'en'
  const text =
    digits === undefined && !fixed
      ? formatTokenAmount(value, { decimals, stable: stable ?? isDollarSymbol(symbol ?? '') }, locale)
      : formatAmount(value, decimals, { locale, decimals: digits ?? 6, fixed })
  return (
    <span {...rest} className={className ? `amount ${className}` : 'amount'}>
      <Money>{text}</Money>
      {symbol ? <span className="amount-symbol"> {symbol}</span> : null}
    </span>
  )
}

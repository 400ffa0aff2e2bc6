import type { HTMLAttributes } from 'react'
import { formatAmount } from '../../domain/amounts'
import { useLanguage } from '../i18n'
import { Money } from './Money'

type AmountProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Base units, exact. */
  value: bigint
  /** The token's decimals (6 for USDC, 18 for ETH). */
  decimals: number
  symbol?: string
  /** Digits shown after the separator (cut, never rounded up). Default 6. */
  digits?: number
  /** Keep trailing zeros up to `digits`. Default false. */
  fixed?: boolean
}

/**
 * A token amount in the user's locale ("1.234,5 USDC" / "1,234.5 USDC"), straight from the bigint; "•••• USDC"
 * while the user hides balances (outside the review).
 */
export function Amount({
  value,
  decimals,
  symbol,
  digits = 6,
  fixed = false,
  className,
  ...rest
}: AmountProps) {
  const language = useLanguage()
  const text = formatAmount(value, decimals, {
    locale: language === 'es' ? 'es-AR' : 'en',
    decimals: digits,
    fixed,
  })
  return (
    <span {...rest} className={className ? `amount ${className}` : 'amount'}>
      <Money>{text}</Money>
      {symbol ? <span className="amount-symbol"> {symbol}</span> : null}
    </span>
  )
}

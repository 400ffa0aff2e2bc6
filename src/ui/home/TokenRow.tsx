import { tokens } from '../../domain/catalogue/tokens'
import type { ValuedToken } from '../../domain/health/holdings'
import { formatUsd } from '../../domain/i18n/numbers'
import { useLanguage } from '../i18n'
import { Amount } from '../kit/Amount'
import { Money } from '../kit/Money'
import { TokenLogo } from '../logos/Logo'
import { Ars } from '../pesos/Ars'

/** One token of a network's list: logo, symbol and name, balance (6 decimals), its USD value and in pesos. */
export function TokenRow({ token: v }: { token: ValuedToken }) {
  const language = useLanguage()
  const token = tokens[v.key]
  return (
    <li className="token-row" data-testid={`token-row-${v.key}`} data-active={v.balance > 0n || undefined}>
      <TokenLogo symbol={v.symbol} />
      <span className="token-name">
        <span className="token-symbol">{v.symbol}</span>
        <span className="muted small">{token.name}</span>
      </span>
      <span className="token-amounts">
        <Amount
          className="mono token-balance"
          data-testid={`balance-${v.key}`}
          value={v.balance}
          decimals={token.decimals}
          digits={6}
          fixed
        />
        <Money className="muted small" data-testid={`usd-${v.key}`}>
          {formatUsd(language, v.valueUsd)}
        </Money>
        <Ars usd={v.valueUsd} className="muted small" data-testid={`ars-${v.key}`} />
      </span>
    </li>
  )
}

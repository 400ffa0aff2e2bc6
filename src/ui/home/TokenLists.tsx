import { networkIds, networks } from '../../domain/catalogue/networks'
import { tokens } from '../../domain/catalogue/tokens'
import { formatUsd } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { formatBalance, useLocale } from './format'
import { useValuedTokens } from './PortfolioProvider'

/** The catalogue's tokens grouped by network, each with its balance (6 decimals) and USD value. */
export function TokenLists() {
  const t = useT()
  const language = useLanguage()
  const locale = useLocale()
  const valued = useValuedTokens()
  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('home.tokens')}</h2>
      {networkIds.map((id) => (
        <section key={id} aria-label={networks[id].name} data-testid={`network-tokens-${id}`}>
          <h3>{networks[id].name}</h3>
          <ul className="token-list">
            {valued
              .filter((v) => v.network === id)
              .map((v) => (
                <li key={v.key} data-testid={`token-row-${v.key}`} data-active={v.balance > 0n || undefined}>
                  <span
                    className="token-dot"
                    style={{ background: tokens[v.key].color }}
                    aria-hidden="true"
                  />
                  <span className="token-symbol">{v.symbol}</span>
                  <span className="mono token-balance" data-testid={`balance-${v.key}`}>
                    {formatBalance(v.balance, tokens[v.key].decimals, locale)}
                  </span>
                  <span className="muted small">{formatUsd(language, v.valueUsd)}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

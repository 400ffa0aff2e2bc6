import { useId, useState } from 'react'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import type { ValuedToken } from '../../domain/health/holdings'
import { formatUsd } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { Money } from '../kit/Money'
import { NetworkLogo } from '../logos/Logo'
import { TokenRow } from './TokenRow'
import { collapsedRows } from './tokenRows'

/** One network's list: its subtotal, the top holdings, and "Show all (N)" when there are more. */
export function NetworkTokens({ network, rows }: { network: NetworkId; rows: ValuedToken[] }) {
  const t = useT()
  const language = useLanguage()
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  const name = networks[network].name
  const subtotal = rows.reduce((sum, v) => sum + v.valueUsd, 0)
  const shown = expanded ? rows : rows.slice(0, collapsedRows)
  return (
    <section className="network-tokens" aria-label={name} data-testid={`network-tokens-${network}`}>
      <h3>
        <NetworkLogo network={network} />
        <span>{name}</span>
        <Money className="muted small network-subtotal" data-testid={`network-subtotal-${network}`}>
          {formatUsd(language, subtotal)}
        </Money>
      </h3>
      {rows.length === 0 ? (
        <p className="muted small network-empty">{t('home.tokens.none')}</p>
      ) : (
        <ul className="token-list" id={listId}>
          {shown.map((v) => (
            <TokenRow key={v.key} token={v} />
          ))}
        </ul>
      )}
      {rows.length > collapsedRows && (
        <button
          type="button"
          className="link show-all"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('home.tokens.showLess') : t('home.tokens.showAll', { count: rows.length })}
        </button>
      )}
    </section>
  )
}

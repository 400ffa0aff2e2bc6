import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { networks } from '../../domain/catalogue/networks'
import { swapTokens } from '../../domain/catalogue/swapVenues'
import { tokens } from '../../domain/catalogue/tokens'
import { explorerUrl } from '../../domain/format'
import type { ValuedToken } from '../../domain/health/holdings'
import { formatUsd } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { Address } from '../kit/Address'
import { Amount } from '../kit/Amount'
import { Badge } from '../kit/Badge'
import { Button, buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import { Money } from '../kit/Money'
import { NetworkLogo, TokenLogo } from '../logos/Logo'
import { Ars } from '../pesos/Ars'

/**
 * One token: balance to 6 decimals, its USD value and the same in pesos at the chosen dólar (as home's rows),
 * Activo badge above 0, its contract's address (named so: funds sent there are lost) with a copy button, and
 * the explorer link. Memoised: a card renders again only when its own
 * token, staleness or the language changes, not with every one of the twenty.
 */
export const TokenCard = memo(function TokenCard({
  token: v,
  wallet,
  stale,
  copied,
  onCopy,
}: {
  token: ValuedToken
  wallet: string
  stale: boolean
  /** Its contract address was copied a moment ago: the button says so. */
  copied: boolean
  onCopy: (key: string, text: string) => void
}) {
  const t = useT()
  const language = useLanguage()
  const token = tokens[v.key]
  const network = networks[v.network]
  const link = token.address
    ? explorerUrl(network.explorer, 'token', `${token.address}?a=${wallet}`)
    : explorerUrl(network.explorer, 'address', wallet)
  return (
    <Card
      as="article"
      flat
      className="token-card"
      data-testid={`token-card-${v.key}`}
      aria-label={`${token.symbol} · ${network.name}`}
    >
      <header>
        <h3>
          <TokenLogo symbol={token.symbol} /> {token.symbol}
        </h3>
        {v.balance > 0n && <Badge tone="ok">{t('wallet.active')}</Badge>}
      </header>
      <p className="muted small token-card-network">
        <NetworkLogo network={v.network} /> {token.name} · {network.name}
      </p>
      <p className="mono" data-testid="token-balance">
        <Amount value={v.balance} decimals={token.decimals} digits={6} fixed symbol={token.symbol} />
      </p>
      <p className="muted small">
        <Money data-testid="token-usd">{formatUsd(language, v.valueUsd)}</Money>
        <Ars usd={v.valueUsd} className="token-card-ars" data-testid={`ars-${v.key}`} />
        {stale && ` · ${t('wallet.stale')}`}
      </p>
      {token.address ? (
        <p className="small">
          <span className="muted">{t('wallet.contract')}: </span>
          <Address address={token.address} full data-testid="token-contract" />
        </p>
      ) : (
        <p className="muted small">{t('wallet.native')}</p>
      )}
      <div className="row">
        {token.address && (
          // Both words take the same place, one of them hidden: the button keeps its size when it says it
          // copied, so nothing below moves under the finger. The page's notice says it to a screen reader.
          <Button
            size="sm"
            className="copy-swap"
            aria-label={t('wallet.copyNamed', { symbol: token.symbol })}
            onClick={() => onCopy(v.key, token.address ?? '')}
          >
            <span data-shown={!copied}>{t('wallet.copy')}</span>
            <span className="copy-done" data-shown={copied}>
              {t('wallet.copiedHere')}
            </span>
          </Button>
        )}
        <a className={buttonClass('secondary', 'sm')} href={link} target="_blank" rel="noreferrer">
          {t('wallet.explorer', { symbol: token.symbol })}
        </a>
        {swapTokens[v.network].includes(v.key) && (
          <Link
            to="/swap"
            search={{ from: v.key, network: v.network }}
            className={buttonClass('secondary', 'sm')}
            data-testid={`swap-${v.key}`}
          >
            {t('swap.open', { symbol: token.symbol })}
          </Link>
        )}
      </div>
    </Card>
  )
})

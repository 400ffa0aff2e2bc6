import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { type NetworkId, networkIds, networks } from '../../domain/catalogue/networks'
import { tokenKeys } from '../../domain/catalogue/tokens'
import { shortenAddress } from '../../domain/format'
import { summarizeNetworks } from '../../domain/health/holdings'
import { formatUsd } from '../../domain/i18n/numbers'
import { useSession } from '../app/AppActors'
import { useDeferredFrom } from '../app/useDeferredFrom'
import { useInPieces } from '../app/useInPieces'
import { HealthWidget } from '../home/HealthWidget'
import { usePortfolio, useValuedTokens } from '../home/PortfolioProvider'
import { TransactionList } from '../home/RecentTransactions'
import { RefreshStatus, useRefresh } from '../home/RefreshStatus'
import { useLanguage, useT } from '../i18n'
import { Badge } from '../kit/Badge'
import { Button, buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import { SelectField } from '../kit/Field'
import { Money } from '../kit/Money'
import { NetworkLogo } from '../logos/Logo'
import { DollarQuoteNote } from '../pesos/DollarQuoteNote'
import { filterAndSort, type TokenSort } from './sortTokens'
import { TokenCard } from './TokenCard'
import '../home/home.css'

/** How many token cards each piece shows: the first screenful on a phone, then more a frame at a time, then all. */
const CARD_PIECES = [3, 9]

/**
 * /wallet, "Gestión de Billetera": health, summary, filter and sort, token cards, recent transactions (a pending
 * one with Acelerar and Cancelar, as on home), per-network summary, and `exportCard`: the Movimientos e impuestos
 * card with its export flow, which the route makes (rendered with the last pieces, as the rest below the cards).
 */
export function WalletScreen({ exportCard }: { exportCard: ReactNode }) {
  const t = useT()
  const language = useLanguage()
  const { prices } = usePortfolio()
  const { busy: refreshing, request: refresh } = useRefresh()
  const address = useSession((s) => s.context.address) ?? ''
  const watchOnly = useSession((s) => s.context.watchOnly)
  const stale = useSession((s) => s.context.staleNetworks)
  const error = useSession((s) => s.context.error)
  const valued = useValuedTokens()
  const [network, setNetwork] = useState<NetworkId | 'all'>('all')
  const [sort, setSort] = useState<TokenSort>('balance')
  // The card whose contract address was just copied: its button says so where the finger is, and the spec's
  // notice says so above, for 2 s.
  const [copied, setCopied] = useState<string | null>(null)
  useEffect(() => {
    if (copied === null) return
    const timer = setTimeout(() => setCopied(null), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const summaries = summarizeNetworks(valued)
  const total = valued.reduce((s, v) => s + v.valueUsd, 0)
  const copy = useCallback((key: string, text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(key),
      (e) => console.warn('clipboard', e),
    )
  }, [])
  // The twenty cards and what follows them render in the background (deferred values: React renders them
  // in short slices), first as the screen opens, then whenever balances, prices, the filter or the order
  // change; the summary above and the selects answer at once.
  const later = useDeferredFrom(true, false)
  const cards = useDeferredValue(useMemo(() => filterAndSort(valued, network, sort), [valued, network, sort]))
  // The twenty cards come in three pieces, a frame apart, and what follows them after the last: laid out at
  // once, their first frame was one long task at a cheap phone's speed. Nothing moves: each piece goes below
  // what is already there, and the transactions, the networks and Actualizar Datos come last.
  const pieces = useInPieces(later, CARD_PIECES)

  return (
    <main className="screen wallet">
      <h1>{t('wallet.title')}</h1>
      {error === 'balances.failed' && (
        <p className="error" role="alert">
          {t('balances.failed')}
        </p>
      )}
      {copied !== null && (
        <p className="ok" role="alert">
          {t('wallet.copied')}
        </p>
      )}
      <HealthWidget />
      <Card aria-labelledby="summary-title">
        <h2 id="summary-title">{t('wallet.summary')}</h2>
        <dl className="figures" data-testid="wallet-summary">
          <div>
            <dt>{t(watchOnly ? 'accounts.watched' : 'wallet.summary.address')}</dt>
            <dd className="mono">{shortenAddress(address)}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.totalTokens')}</dt>
            <dd data-testid="summary-total-tokens">{tokenKeys.length}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.activeTokens')}</dt>
            <dd data-testid="summary-active-tokens">{valued.filter((v) => v.balance > 0n).length}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.networks')}</dt>
            <dd data-testid="summary-networks">{networkIds.length}</dd>
          </div>
          <div>
            <dt>{t('wallet.summary.total')}</dt>
            <dd data-testid="summary-total">
              <Money>{formatUsd(language, total)}</Money>
            </dd>
          </div>
        </dl>
      </Card>
      <Card aria-labelledby="tokens-title">
        <h2 id="tokens-title">{t('wallet.tokens')}</h2>
        <DollarQuoteNote />
        <p className="muted small" data-testid="contract-note">
          {t('wallet.contractNote')}
        </p>
        <div className="row">
          <SelectField<NetworkId | 'all'>
            label={t('wallet.filter')}
            value={network}
            options={[
              { value: 'all', label: t('wallet.filter.all') },
              ...networkIds.map((id) => ({ value: id, label: networks[id].name })),
            ]}
            onChange={setNetwork}
          />
          <SelectField<TokenSort>
            label={t('wallet.sort')}
            value={sort}
            options={(['balance', 'name', 'network'] as const).map((v) => ({
              value: v,
              label: t(`wallet.sort.${v}`),
            }))}
            onChange={setSort}
          />
        </div>
        {later && (
          <div className="token-cards" data-testid="token-cards">
            {cards.slice(0, pieces.shown).map((v) => (
              <TokenCard
                key={v.key}
                token={v}
                wallet={address}
                stale={stale.includes(v.network)}
                copied={copied === v.key}
                onCopy={copy}
              />
            ))}
          </div>
        )}
      </Card>
      {pieces.all && (
        <>
          <Card aria-labelledby="wallet-tx-title">
            <h2 id="wallet-tx-title">{t('home.tx')}</h2>
            <TransactionList />
          </Card>
          <Card aria-labelledby="per-network-title">
            <h2 id="per-network-title">{t('wallet.networks')}</h2>
            <ul className="network-list">
              {summaries.map((n) => (
                <li key={n.network} data-testid={`network-summary-${n.network}`}>
                  <NetworkLogo network={n.network} /> <strong>{networks[n.network].name}</strong> ·{' '}
                  {t('wallet.networkTokens', { active: n.activeTokens, total: n.tokens })} ·{' '}
                  <Money data-testid={`network-value-${n.network}`}>{formatUsd(language, n.valueUsd)}</Money>{' '}
                  <Badge tone={n.active ? 'ok' : 'neutral'}>
                    {n.active ? t('wallet.active') : t('wallet.inactive')}
                  </Badge>
                </li>
              ))}
            </ul>
          </Card>
          {exportCard}
          <div className="row">
            <Link to="/home" className={buttonClass()}>
              {t('wallet.back')}
            </Link>
            <div className="home-refresh">
              <Button
                variant="primary"
                disabled={refreshing}
                aria-describedby="wallet-refresh-status"
                onClick={() => {
                  refresh()
                  prices.send({ type: 'data.refresh' })
                }}
              >
                {t('wallet.reload')}
              </Button>
              <RefreshStatus id="wallet-refresh-status" />
            </div>
          </div>
        </>
      )}
    </main>
  )
}

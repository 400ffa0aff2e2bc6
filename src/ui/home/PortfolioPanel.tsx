import { useSelector } from '@xstate/react'
import { formatUsd } from '../../domain/i18n/numbers'
import { useWatchOnly, WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useSession } from '../app/AppActors'
import { useLanguage, useT } from '../i18n'
import { Address } from '../kit/Address'
import { Money } from '../kit/Money'
import { Ars } from '../pesos/Ars'
import { DollarQuoteNote } from '../pesos/DollarQuoteNote'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { ReceiveDialog } from '../receive/ReceiveDialog'
import { SendDialog } from '../send/SendDialog'
import { usePortfolio, useValuedTokens } from './PortfolioProvider'

/**
 * What home leads with: the total in USD and in pesos at the chosen dólar, with the not-current warnings, then
 * Send and Receive, then the wallet's address (where the figures come from is PortfolioNotes, below the tools).
 */
export function PortfolioPanel() {
  const t = useT()
  const language = useLanguage()
  const valued = useValuedTokens()
  const address = useSession((s) => s.context.address)
  const error = useSession((s) => s.context.error)
  const stale = useSession((s) => s.context.staleNetworks)
  const watchOnly = useWatchOnly()
  const quoteLoading = usePesoQuote().view.status === 'loading'
  const total = valued.reduce((sum, v) => sum + v.valueUsd, 0)

  return (
    <section className="card hero" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className="hero-label">
        {t('home.total')}
      </h2>
      <p className="hero-total">
        <strong data-testid="total-usd" data-stale={stale.length > 0 || undefined}>
          <Money>{formatUsd(language, total)}</Money>
        </strong>
      </p>
      {/* Nothing above Send and Receive changes height as the figures land (a tap must not miss): the pesos
          line keeps its place while the dólar is read, and the notes that grow are PortfolioNotes. */}
      <p className="hero-ars">
        <Ars usd={total} data-testid="total-ars" data-stale={stale.length > 0 || undefined} />
        {quoteLoading && '\u00a0'}
      </p>
      {error === 'balances.failed' && (
        <p className="error" role="alert">
          {t('balances.failed')} {t('home.notCurrent')}
        </p>
      )}
      {!error && stale.length > 0 && (
        <p className="error" role="alert">
          {t('home.staleNetworks', { networks: stale.join(', ') })}
        </p>
      )}
      <div className="hero-actions">
        {!watchOnly && <SendDialog />}
        <ReceiveDialog />
      </div>
      {watchOnly && <WatchOnlyNote />}
      <p className="muted small hero-address-label" data-testid="wallet-address-label">
        {t(watchOnly ? 'accounts.watched' : 'home.address')}
      </p>
      <p className="hero-address" data-testid="wallet-address">
        {address && <Address address={address} full />}
      </p>
    </section>
  )
}

/**
 * Where home's figures come from: the price source, the dólar the pesos use, and "Cargando" while balances are
 * read. Below home's buttons, not among them: these lines grow and go as the reads land (the dólar's note
 * from one line to three on a phone), and nothing a finger aims at may move with them.
 */
export function PortfolioNotes() {
  const t = useT()
  const { prices } = usePortfolio()
  const source = useSelector(prices, (s) => s.context.data?.source)
  const loading = useSession((s) => s.context.balancesLoading)
  return (
    <div className="home-notes">
      <p className="muted small" data-testid="price-source">
        {source ? t('home.prices.source', { source: t(`home.prices.${source}`) }) : t('home.prices.loading')}
      </p>
      <DollarQuoteNote />
      {loading && (
        <p className="muted small" role="status">
          {t('home.loading')}
        </p>
      )}
    </div>
  )
}

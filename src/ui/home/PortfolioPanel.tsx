import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { formatUsd } from '../../domain/i18n/numbers'
import type { sendDialogMachine } from '../../machines/send'
import { useWatchOnly, WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useSession } from '../app/AppActors'
import { useLanguage, useT } from '../i18n'
import { Address } from '../kit/Address'
import { buttonClass } from '../kit/Button'
import { Held } from '../kit/Held'
import { Money } from '../kit/Money'
import { Ars } from '../pesos/Ars'
import { DollarQuoteNote } from '../pesos/DollarQuoteNote'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { ReceiveDialog } from '../receive/ReceiveDialog'
import { SendDialog } from '../send/SendDialog'
import { usePortfolio, useValuedTokens } from './PortfolioProvider'
import { PriceAgeNote } from './PriceAgeNote'

/**
 * What home leads with: the total in USD and in pesos at the chosen dólar, with the not-current warnings, then
 * Send and Receive, then the wallet's address (where the figures come from is PortfolioNotes, below the tools).
 * `send` is the Send dialog's machine and `receive` the receive panel with its machine, which home's route makes.
 */
export function PortfolioPanel({
  send,
  receive,
}: {
  send: ActorRefFrom<typeof sendDialogMachine>
  receive: ReactNode
}) {
  const t = useT()
  const language = useLanguage()
  const valued = useValuedTokens()
  const address = useSession((s) => s.context.address)
  const error = useSession((s) => s.context.error)
  const stale = useSession((s) => s.context.staleNetworks)
  const watchOnly = useWatchOnly()
  const quoteLoading = usePesoQuote().view.status === 'loading'
  // The first read only, when the total would say 0: later reads change the figures in place, unannounced.
  const firstRead = useSession(
    (s) => s.context.balancesLoading && Object.keys(s.context.balances).length === 0,
  )
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
          line says the balances are being read the first time, then keeps its place while the dólar is read;
          the notes that grow are PortfolioNotes. */}
      <p className="hero-ars">
        {firstRead ? (
          <span className="muted small" role="status">
            {t('home.loading')}
          </span>
        ) : (
          <>
            <Ars usd={total} data-testid="total-ars" data-stale={stale.length > 0 || undefined} />
            {quoteLoading && '\u00a0'}
          </>
        )}
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
        {!watchOnly && <SendDialog dialog={send} />}
        <ReceiveDialog panel={receive} />
        {!watchOnly && (
          <Link to="/swap" className={buttonClass('secondary')} data-testid="open-swap">
            {t('home.swap')}
          </Link>
        )}
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

/** Every source home's prices may come from (the price line keeps the room of the longest). */
const priceSources = ['priceService', 'marketData', 'priceFeeds', 'defaults'] as const

/**
 * Where home's figures come from: the price source (and the feeds' age) and the dólar the pesos use. Below
 * home's buttons, not among them, and each in a room held from the first paint for its text once read:
 * nothing below them moves as the reads land (the dólar's note grows from one line to four on a phone).
 */
export function PortfolioNotes() {
  const t = useT()
  const { prices } = usePortfolio()
  const source = useSelector(prices, (s) => s.context.data?.source)
  const sourceText = (name: (typeof priceSources)[number]) =>
    t('home.prices.source', { source: t(`home.prices.${name}`) })
  // Each line holds, from the first paint, the room its text takes once read (issue 44: they pushed the
  // tokens 55 px down, then up, then down again): the price line that of its longest source with the feeds'
  // age under it (a stopped feed's warning may still take more), the dólar's note that of a ready quote.
  return (
    <div className="home-notes">
      <Held
        samples={priceSources.map((name) => (
          <div key={name}>
            <p className="muted small">{sourceText(name)}</p>
            <p className="muted small">
              {t('home.prices.aged', { age: t('home.prices.age.minutes', { count: 88 }) })}
            </p>
          </div>
        ))}
      >
        <p className="muted small" data-testid="price-source">
          {source ? sourceText(source) : t('home.prices.loading')}
        </p>
        <PriceAgeNote />
      </Held>
      <DollarQuoteNote />
    </div>
  )
}

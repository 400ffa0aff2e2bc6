import { useSelector } from '@xstate/react'
import { useDeferredValue, useMemo } from 'react'
import { visibleCards } from '../../machines/vaults'
import { usePortfolio } from '../home/PortfolioProvider'
import { useT } from '../i18n'
import { VaultCard, type VaultCardsView } from './VaultCard'
import { usePage } from './VaultsContext'

/**
 * The cards the strategy and the risk tolerance leave, in the tolerance's order. What they show is read here
 * once and handed down as a deferred value: when the page's read lands (or the amount, the period, the
 * strategy change) the cards render in the background in short slices, not in one long task; the controls
 * above answer at once. `shown`: how many of them are drawn yet, as the screen fills in (all, by default).
 */
export function VaultCards({ shown = Number.POSITIVE_INFINITY }: { shown?: number }) {
  const t = useT()
  const strategy = usePage((s) => s.context.strategy)
  const risk = usePage((s) => s.context.risk)
  const rates = usePage((s) => s.context.data?.rates)
  const positions = usePage((s) => s.context.data?.read.positions)
  const inflation = usePage((s) => s.context.data?.inflation ?? null)
  const period = usePage((s) => s.context.period)
  const amountText = usePage((s) => s.context.amountText)
  const hasWallet = usePage((s) => s.context.address !== null)
  const quotes = useSelector(usePortfolio().prices, (s) => s.context.data?.quotes)
  const view: VaultCardsView = useDeferredValue(
    useMemo(
      () => ({ strategy, risk, rates, positions, inflation, period, amountText, hasWallet, quotes }),
      [strategy, risk, rates, positions, inflation, period, amountText, hasWallet, quotes],
    ),
  )
  const ids = visibleCards(view.strategy, view.risk, view.rates)
  return (
    <section aria-labelledby="vault-cards-title">
      <h2 id="vault-cards-title" className="visually-hidden">
        {t('vaults.cards')}
      </h2>
      {ids.length === 0 ? (
        <p className="muted">{t('vaults.noCards')}</p>
      ) : (
        <ul className="vault-cards">
          {ids.slice(0, shown).map((id) => (
            <VaultCard key={id} id={id} view={view} />
          ))}
        </ul>
      )}
    </section>
  )
}

import { visibleCards } from '../../machines/vaultsPageRules'
import { useT } from '../i18n'
import { VaultCard } from './VaultCard'
import { usePage } from './VaultsContext'

/** The cards the strategy and the risk tolerance leave, in the tolerance's order. */
export function VaultCards() {
  const t = useT()
  const strategy = usePage((s) => s.context.strategy)
  const risk = usePage((s) => s.context.risk)
  const rates = usePage((s) => s.context.data?.rates)
  const ids = visibleCards(strategy, risk, rates)
  return (
    <section aria-labelledby="vault-cards-title">
      <h2 id="vault-cards-title" className="visually-hidden">
        {t('vaults.cards')}
      </h2>
      {ids.length === 0 ? (
        <p className="muted">{t('vaults.noCards')}</p>
      ) : (
        <ul className="vault-cards">
          {ids.map((id) => (
            <VaultCard key={id} id={id} />
          ))}
        </ul>
      )}
    </section>
  )
}

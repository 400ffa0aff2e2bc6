import { useSelector } from '@xstate/react'
import type { LendingTab } from '../../machines/lendingMachine'
import { useT } from '../i18n'
import { ActionForm } from './ActionForm'
import { LoansReview } from './LoansReview'
import type { LendingActor } from './LoansScreen'
import { StatusLine } from './StatusLine'

const tabs: readonly LendingTab[] = ['borrow', 'repay', 'withdraw', 'supply']

/**
 * The tabs (borrow by default, repay, withdraw, supply collateral) and, under them, the form of the tab
 * or, once its button is pressed, the pipeline's review of that action; the status line below.
 */
export function ActionPanel({ lending }: { lending: LendingActor }) {
  const t = useT()
  const tab = useSelector(lending, (s) => s.context.tab)
  const canSwitch = useSelector(lending, (s) => s.can({ type: 'tab.change', tab: 'borrow' }))
  const plan = useSelector(lending, (s) =>
    s.matches({ action: 'review' }) || s.matches({ action: 'pending' }) ? s.children.plan : undefined,
  )
  return (
    <section className="card loans-actions" aria-label={t('lending.tabs')}>
      <div className="loans-tabs" role="tablist" aria-label={t('lending.tabs')}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`loans-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="loans-tabpanel"
            disabled={!canSwitch && tab !== id}
            onClick={() => lending.send({ type: 'tab.change', tab: id })}
          >
            {t(`lending.tab.${id}`)}
          </button>
        ))}
      </div>
      <div
        id="loans-tabpanel"
        role="tabpanel"
        aria-labelledby={`loans-tab-${tab}`}
        className="loans-tabpanel"
      >
        {plan ? <LoansReview lending={lending} plan={plan} /> : <ActionForm lending={lending} />}
        <StatusLine lending={lending} />
      </div>
    </section>
  )
}

import { useSelector } from '@xstate/react'
import type { KeyboardEvent } from 'react'
import type { LendingTab } from '../../machines/lending'
import { useT } from '../i18n'
import { buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import { tabKeyTarget } from '../layout/tabKeys'
import { usePlanPhase } from '../write/ReviewPanel'
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
  const child = useSelector(lending, (s) =>
    s.matches({ action: 'review' }) || s.matches({ action: 'pending' }) ? s.children.plan : undefined,
  )
  // Once the action is out and only its receipt is awaited, the form comes back under the status line.
  const plan = usePlanPhase(child) === 'confirming' ? undefined : child
  // The tabs pattern: arrows, Home and End move between the tabs (and open them); Tab leaves the row.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabKeyTarget(event.key, tabs.indexOf(tab), tabs.length)
    const next = to === undefined ? undefined : tabs[to]
    if (!next || !canSwitch) return
    event.preventDefault()
    lending.send({ type: 'tab.change', tab: next })
    document.getElementById(`loans-tab-${next}`)?.focus()
  }
  return (
    <Card className="loans-actions" aria-labelledby="loans-actions-title">
      {/* The card's heading, for those who move by headings: the summary and the review under it are its h3s. */}
      <h2 id="loans-actions-title" className="visually-hidden">
        {t('lending.tabs')}
      </h2>
      <div className="loans-tabs" role="tablist" aria-label={t('lending.tabs')}>
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            className={buttonClass('secondary', 'md')}
            role="tab"
            id={`loans-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="loans-tabpanel"
            tabIndex={tab === id ? 0 : -1}
            disabled={!canSwitch && tab !== id}
            onClick={() => lending.send({ type: 'tab.change', tab: id })}
            onKeyDown={onTabKey}
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
    </Card>
  )
}

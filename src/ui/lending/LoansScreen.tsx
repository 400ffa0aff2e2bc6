import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { RefreshCw } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { lendingMachine } from '../../machines/lending'
import { useDeferredFrom } from '../app/useDeferredFrom'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { ActionPanel } from './ActionPanel'
import { InfoPanels } from './InfoPanels'
import { LendingActivity } from './LendingActivity'
import { LiquidationPanel } from './LiquidationPanel'
import { MarketRates } from './MarketRates'
import { PositionTiles } from './PositionTiles'
import './loans.css'

export type LendingActor = ActorRefFrom<typeof lendingMachine>
export type LendingContext = SnapshotFrom<typeof lendingMachine>['context']
export type LendingData = NonNullable<LendingContext['data']>

/**
 * /loans (spec 001 §2.4): the Aave v3 position in four tiles, the liquidation price of each collateral and
 * "¿Y si baja?", the borrow / repay / withdraw / supply actions with their review and the reserve's facts,
 * live market rates and recent lending activity. Renders the lending machine.
 */
export function LoansScreen({ lending }: { lending: LendingActor }) {
  const t = useT()
  const loading = useSelector(lending, (s) => s.hasTag('loading'))
  const panels = useSelector(lending, (s) => s.context.panels)
  const readError = useSelector(lending, (s) => s.context.readError)
  const poolMissing = useSelector(lending, (s) => s.context.data?.poolMissing === true)
  // Until the first read answers, only the tiles show (with their loading state): the panels below depend
  // on the position, and appearing above the actions one by one they would push them down the screen.
  const firstRead = useSelector(lending, (s) => s.context.data === null && s.context.readError === null)
  // Once it has, the panels render in the background (a deferred value: React renders them in short slices)
  // instead of in one long task as the answer lands.
  const showPanels = useDeferredFrom(!firstRead, false)
  // What the tiles and the panels without a control show is read here once and handed down as a deferred
  // value: when a read lands they render again in the background, in short slices, not in one long task.
  // The action form, where a person types, reads the machine itself, at once.
  const data = useSelector(lending, (s) => s.context.data)
  const history = useSelector(lending, (s) => s.context.history)
  const shown = useDeferredValue(useMemo(() => ({ data, history }), [data, history]))

  return (
    <main className="screen loans">
      <header className="loans-header">
        <h1>{t('lending.title')}</h1>
        <div className="loans-tools">
          {/* Its icon gives way to the spinner while it reads, at the same width: a spinner added to the label
              widened it, and the three buttons went from one row to two and back as /loans opened. */}
          <Button
            icon={<RefreshCw />}
            loading={loading}
            onClick={() => lending.send({ type: 'data.refresh' })}
          >
            {t('lending.refresh')}
          </Button>
          <Button
            aria-pressed={panels.analysis}
            onClick={() => lending.send({ type: 'panel.toggle', panel: 'analysis' })}
          >
            {t('lending.analysis')}
          </Button>
          <Button
            aria-pressed={panels.settings}
            onClick={() => lending.send({ type: 'panel.toggle', panel: 'settings' })}
          >
            {t('lending.settings')}
          </Button>
        </div>
      </header>
      {readError && (
        <p className="error" role="alert" data-testid="loans-read-error">
          {t('lending.error.LendingReadError')}
        </p>
      )}
      {poolMissing && (
        <p className="warn" role="status" data-testid="loans-pool-missing">
          {t('lending.poolMissing')}
        </p>
      )}
      <PositionTiles account={shown.data?.account ?? null} />
      {!showPanels ? (
        <p className="muted" role="status" data-testid="loans-first-read">
          {t('lending.loading')}
        </p>
      ) : (
        <>
          <LiquidationPanel data={shown.data} />
          <InfoPanels panels={panels} account={shown.data?.account ?? null} />
          <ActionPanel lending={lending} />
          <div className="loans-lower">
            <MarketRates reserves={shown.data?.reserves ?? null} />
            <LendingActivity history={shown.history} />
          </div>
          <footer className="loans-footer small">
            <Link to="/terms">{t('lending.terms')}</Link>
          </footer>
        </>
      )}
    </main>
  )
}

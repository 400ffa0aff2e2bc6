import { useSelector } from '@xstate/react'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import type { Transaction } from '../../domain/history/transaction'
import { pendingRowKey, type ReplaceRef } from '../../machines/home'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Sheet } from '../kit/Sheet'
import { ReviewPanel } from '../write/ReviewPanel'
import { usePortfolio } from './PortfolioProvider'

/**
 * Acelerar and Cancelar under a pending row, and the dialog with the replacement's review: the row's actor,
 * which the portfolio's `pendingActions` spawned for it (and keeps on the row's newest waiting transaction).
 */
export function PendingActions({ row }: { row: Pick<Transaction, 'network' | 'payment'> }) {
  const key = pendingRowKey(row)
  const replace = useSelector(usePortfolio().pendingActions, (s) => s.context.rows[key])
  return replace ? <RowActions replace={replace} network={row.network} /> : null
}

/**
 * Renders the row's replaceMachine: the buttons are the ones it accepts now; the dialog is open while it is
 * not idle.
 */
function RowActions({ replace, network }: { replace: ReplaceRef; network: NetworkId }) {
  const t = useT()
  const errorText = useErrorText()
  const canSpeedUp = useSelector(replace, (s) => s.can({ type: 'replace.speedUp' }))
  const canCancel = useSelector(replace, (s) => s.can({ type: 'replace.cancel' }))
  const open = useSelector(replace, (s) => !s.matches('idle'))
  const kind = useSelector(replace, (s) => s.context.kind) ?? 'speedUp'
  const busy = useSelector(replace, (s) => s.hasTag('busy'))
  const sent = useSelector(replace, (s) => s.matches('sent'))
  const error = useSelector(replace, (s) => (s.matches('failed') ? s.context.error : null))
  const plan = useSelector(replace, (s) =>
    s.matches('reviewing') || s.matches('sending') ? s.children.plan : undefined,
  )

  if (!canSpeedUp && !canCancel && !open) return null
  return (
    <div className="tx-actions">
      {canSpeedUp && (
        <Button size="sm" onClick={() => replace.send({ type: 'replace.speedUp' })}>
          {t('replace.speedUp')}
        </Button>
      )}
      {canCancel && (
        <Button size="sm" onClick={() => replace.send({ type: 'replace.cancel' })}>
          {t('replace.cancel')}
        </Button>
      )}
      <Sheet
        open={open}
        onOpenChange={(next) => {
          if (!next) replace.send({ type: 'replace.close' })
        }}
        title={t(`replace.${kind}.title`)}
        description={t(`replace.${kind}.description`, { symbol: networks[network].nativeSymbol })}
        closeLabel={t('replace.close')}
        busy={busy}
        dismissOnOutside={false}
        contentProps={{ 'data-testid': 'replace-dialog' }}
      >
        {plan && <ReviewPanel plan={plan} />}
        {sent && (
          <p className="ok" role="status" data-testid="replace-sent">
            {t(`replace.sent.${kind}`)}
          </p>
        )}
        {error && (
          <p className="error" role="alert" data-testid="replace-error">
            {errorText(error)}
          </p>
        )}
      </Sheet>
    </div>
  )
}

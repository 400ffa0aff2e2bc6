import { useActorRef, useSelector } from '@xstate/react'
import type { Hex } from 'viem'
import { networks } from '../../domain/catalogue/networks'
import type { ActivityEntry } from '../../domain/write/types'
import { inspect } from '../../machines/shared/inspect'
import { replaceMachine } from '../../machines/write'
import { useAppActors } from '../app/AppActors'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Sheet } from '../kit/Sheet'
import { ReviewPanel } from '../review/ReviewPanel'
import { usePortfolio } from './PortfolioProvider'

/**
 * Acelerar and Cancelar under a pending row, and the dialog with the replacement's review. Renders the row's
 * {@link replaceMachine}: the buttons are the ones it accepts now; the dialog is open while it is not idle.
 * The machine follows the row's newest waiting transaction in the history itself (a replacement sent here or in
 * another tab is what the next one replaces) and asks the session for fresh balances once it sends.
 */
export function PendingActions({ entry, payment }: { entry: ActivityEntry; payment: Hex }) {
  const t = useT()
  const errorText = useErrorText()
  const { session } = useAppActors()
  const { history } = usePortfolio()
  const replace = useActorRef(replaceMachine, {
    input: { entry, payment, session, rows: history },
    inspect,
  })
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
        description={t(`replace.${kind}.description`, { symbol: networks[entry.network].nativeSymbol })}
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

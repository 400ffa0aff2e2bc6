import { useSelector } from '@xstate/react'
import { networks } from '../../domain/catalogue/networks'
import { failureMessage, statusPhase } from '../../machines/lending'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import type { LendingActor } from './LoansScreen'

/**
 * The spec's status line, word for word per language: 'Borrowing...' → 'Borrowed successfully' |
 * 'Borrow failed: {reason}' (and Repaying / Withdrawing); the failure in the red error box; 'View
 * Transaction' only on chain 1.
 */
export function StatusLine({ lending }: { lending: LendingActor }) {
  const t = useT()
  const errorText = useErrorText()
  const status = useSelector(lending, (s) => s.context.status)
  const phase = useSelector(lending, statusPhase)
  const hash = useSelector(lending, (s) => s.context.lastHash)
  const chainId = useSelector(lending, (s) => s.context.chainId)
  const canDismiss = useSelector(lending, (s) => s.can({ type: 'action.dismiss' }))
  if (!status || !phase) return null
  const key = `lending.status.${status.action}.${phase}` as const
  if (phase === 'failure') {
    return (
      <div className="error loans-status" role="alert" data-testid="loans-status">
        <span>{errorText(failureMessage(status))}</span>
        {canDismiss && (
          <Button size="sm" onClick={() => lending.send({ type: 'action.dismiss' })}>
            {t('lending.status.dismiss')}
          </Button>
        )}
      </div>
    )
  }
  return (
    <p
      className={phase === 'success' ? 'ok loans-status' : 'loans-status'}
      role="status"
      data-testid="loans-status"
    >
      <span>{t(key)}</span>
      {phase === 'success' && hash && chainId === 1 && (
        <a href={`${networks.ethereum.explorer}/tx/${hash}`} target="_blank" rel="noreferrer noopener">
          {t('lending.viewTransaction')}
        </a>
      )}
    </p>
  )
}

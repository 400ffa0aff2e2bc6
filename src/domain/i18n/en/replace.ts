import type { replace as es } from '../es/replace'

export const replace: Record<keyof typeof es, string> = {
  'replace.speedUp': 'Speed up',
  'replace.cancel': 'Cancel',
  'replace.speedUp.title': 'Speed up the transaction',
  'replace.cancel.title': 'Cancel the transaction',
  'replace.speedUp.description': 'The same transaction is sent again, with the same nonce and a higher fee.',
  'replace.cancel.description':
    '0 {symbol} is sent to your own address with the same nonce and a higher fee. If it is confirmed before the original, nothing but the fee moves.',
  'replace.close': 'Close',
  'replace.notice.speedUp':
    'Replaces your pending transaction (nonce {nonce}) with the same one at a higher fee.',
  'replace.notice.cancel':
    'Replaces your pending transaction (nonce {nonce}) with a transfer of 0 {symbol} to your own address.',
  'replace.fees':
    'New ceiling per unit of gas: {maxFee} gwei (was {oldMaxFee}); tip: {tip} gwei (was {oldTip}).',
  'replace.notice.late':
    'If the original is confirmed first, the replacement is not used and only the original counts.',
  'replace.sent.speedUp': 'Speed-up sent. The list shows when it is confirmed.',
  'replace.sent.cancel': 'Cancellation sent. The list shows when it is confirmed.',
  'replace.tooLate.speedUp': 'The original transaction is already confirmed: it did not need speeding up.',
  'replace.tooLate.cancel': 'The original transaction is already confirmed: it can no longer be cancelled.',
  'replace.unavailable': 'This transaction can no longer be sped up or cancelled.',
  'replace.stepCancelled': 'you cancelled it from the activity list',
  'replace.outcome.spedUp': 'Sped up',
  'replace.outcome.spedUp.hint': 'The sped-up version was confirmed.',
  'replace.outcome.originalFirst': 'The original was confirmed first; the replacement was not used.',
  'replace.outcome.earlierFirst': 'An earlier version was confirmed first; the replacement was not used.',
  'replace.replacing.speedUp': 'Speed-up sent',
  'replace.replacing.cancel': 'Cancellation sent',
  'activity.status.cancelled': 'Cancelled',
  'activity.status.cancelled.hint': 'The cancellation was confirmed: nothing moved but the fee.',
  'home.tx.cancel': 'Cancellation',
  'plan.step.cancel': 'Send 0 {symbol} to your own address ({target})',
  'pipeline.simulateFailed.cancel': 'Cancel simulate failed: {reason}',
  'pipeline.stepFailed.cancel': 'Cancel failed: {reason}',
}

import type { everything as es } from '../es/everything'

export const everything: Record<keyof typeof es, string> = {
  'plan.step.withdraw.all': 'Withdraw all from {target}: ~{amount} {symbol} (today)',
  'plan.step.cooldown.all': 'Start the cooldown of all of it in {target}: ~{amount} {symbol} (today)',
  'plan.step.unstake.all': 'Unstake all from {target}: ~{amount} {symbol} (today)',
  'plan.step.repay.all': 'Repay all the debt to {target}: ~{amount} {symbol} (today)',
  'review.all.note':
    'All means all: the interest that accrues until it is confirmed goes too. Nothing is left, not a cent.',
  'lending.all.withdraw':
    'You withdraw all of it, including the interest that accrues until it is confirmed.',
  'lending.all.repay': 'You repay the whole debt, including the interest that accrues until it is confirmed.',
  'vaults.modal.all': 'You withdraw all of it, including the yield that accrues until it is confirmed.',
}

import type { review as es } from '../es/review'
import { signerReview } from './signerReview'

export const review: Record<keyof typeof es, string> = {
  ...signerReview,
  'review.title': 'Review before signing',
  'review.simulating': 'Simulating the transaction…',
  'review.leaving': 'Leaves your wallet',
  'review.arriving': 'Arrives in your wallet',
  'review.kept': 'Stays deposited in {target}',
  'review.receipt': 'the receipt for your deposit, redeemed for {asset}',
  'review.nothing': 'Nothing',
  'review.debt.taken': 'Debt you take on',
  'review.debt.repaid': 'Debt you pay off',
  'review.to': 'To',
  'review.network': 'Network',
  'review.bound.maxLoss':
    'Most loss accepted: {percent}. If Yearn’s strategy loses more, the withdrawal does not go through.',
  'review.bound.slippage':
    'Maximum slippage: {percent}. If the Curve pool’s price moves more before it is confirmed, the operation does not go through.',
  'review.steps': 'Steps',
  'review.fee': 'Maximum network fee',
  'review.fee.note': 'You never pay more than this; if the network asks for more, we show it to you again.',
  'review.fee.more': 'The maximum fee ({fee}) is more than what you move ({moved}).',
  'review.fee.tenth': 'The maximum fee ({fee}) is more than 10% of what you move ({moved}).',
  'review.stepwise.note':
    'This network cannot simulate all the steps together: we sign the approval first, wait for it to confirm and simulate the operation again before signing it. If the operation failed after the approval, the approval goes back to 0 (you pay the network fee of both steps).',
  'review.usd': '≈ {usd}',
  'review.usd.tiny': '≈ less than {usd}',
  'review.signing': 'Signing and sending step {step} of {count}…',
  'review.notice.feeRose':
    'The network fee rose above what you reviewed. Check the new maximum fee and confirm again, or go back.',
  'review.warning.zeroAddress': 'This is the zero address: anything sent there is lost forever.',
  'review.warning.ownAddress': 'This is your own address: you would be sending it to yourself.',
  'review.warning.tokenContract':
    'This is the {symbol} token contract, not a wallet: anything sent there is probably lost.',
  'review.warning.lookalike':
    'This looks like {address}, which you used before, but it is not the same. It may be an address-poisoning scam.',
  'review.warning.newRecipient': 'You have never sent to this address and it is not among your payees.',
  'review.partial': 'Step {done} confirmed, but step {failed} failed: {message}',
  'review.partial.continue': 'Retry from step {step}',
  'review.partial.revoke': 'Revoke the approval',
  'review.partial.dismiss': 'Leave it',
  'plan.step.transfer': 'Send {amount} {symbol} to {target}',
  'plan.step.approve': 'Allow {amount} {symbol} to {target}',
  'plan.step.resetApproval': 'Reset the {symbol} allowance of {target} to 0',
  'plan.step.revoke': 'Revoke the {symbol} allowance of {target}',
  'plan.step.supply': 'Deposit {amount} {symbol} into {target}',
  'plan.step.deposit': 'Deposit {amount} {symbol} into {target}',
  'plan.step.addLiquidity': 'Deposit {amount} {symbol} into {target}',
  'plan.step.withdraw': 'Withdraw {amount} {symbol} from {target}',
  'plan.step.stake': 'Deposit {amount} {symbol} into {target}',
  'plan.step.cooldown': 'Start the cooldown of {amount} {symbol} in {target}',
  'plan.step.unstake': 'Unstake {amount} {symbol} from {target}',
  'plan.step.borrow': 'Borrow {amount} {symbol} from {target}',
  'plan.step.repay': 'Repay {amount} {symbol} to {target}',
}

import type { pipeline as es } from '../es/pipeline'

/** The spec's English texts of the money pipeline's errors, word for word (spec 001 §8). */
export const pipeline: Record<keyof typeof es, string> = {
  'pipeline.simulateFailed.transfer': 'Transfer simulate failed: {reason}',
  'pipeline.simulateFailed.approve': 'Approve simulate failed: {reason}',
  'pipeline.simulateFailed.revoke': 'Revoke simulate failed: {reason}',
  'pipeline.simulateFailed.supply': 'Supply simulate failed: {reason}',
  'pipeline.simulateFailed.withdraw': 'Withdraw simulate failed: {reason}',
  'pipeline.simulateFailed.stake': 'Stake simulate failed: {reason}',
  'pipeline.simulateFailed.unstake': 'Unstake simulate failed: {reason}',
  'pipeline.simulateFailed.borrow': 'Borrow simulate failed: {reason}',
  'pipeline.simulateFailed.repay': 'Repay simulate failed: {reason}',
  'pipeline.stepFailed.transfer': 'Transfer failed: {reason}',
  'pipeline.stepFailed.approve': 'Approve failed: {reason}',
  'pipeline.stepFailed.revoke': 'Revoke failed: {reason}',
  'pipeline.stepFailed.supply': 'Supply failed: {reason}',
  'pipeline.stepFailed.withdraw': 'Withdraw failed: {reason}',
  'pipeline.stepFailed.stake': 'Stake failed: {reason}',
  'pipeline.stepFailed.unstake': 'Unstake failed: {reason}',
  'pipeline.stepFailed.borrow': 'Borrow failed: {reason}',
  'pipeline.stepFailed.repay': 'Repay failed: {reason}',
  'pipeline.transactionFailed': 'Transaction failed',
  'pipeline.unknownError': 'Unknown error',
  'pipeline.feeAboveCeiling':
    'The network fee rose above the maximum you reviewed. Review the new fee before signing.',
  'pipeline.stepsConfirmed': '{count} earlier steps already confirmed.',
  'pipeline.action.transfer': 'Transfer',
  'pipeline.action.approve': 'Approve',
  'pipeline.action.revoke': 'Revoke',
  'pipeline.action.supply': 'Supply',
  'pipeline.action.withdraw': 'Withdraw',
  'pipeline.action.stake': 'Stake',
  'pipeline.action.cooldown': 'Cooldown',
  'pipeline.action.unstake': 'Unstake',
  'pipeline.action.borrow': 'Borrow',
  'pipeline.action.repay': 'Repay',
  'pipeline.noWallet': 'No wallet available',
  'pipeline.unsupportedNetwork': 'Unsupported network',
  'pipeline.nothingToRevoke': 'Nothing to revoke',
  'pipeline.actionNotSent':
    '{action}: not sent. After the approval, the operation would have failed ({reason}). The approval was set back to 0, as the review said: nothing stays allowed. You paid the network fees of the approval and of setting it back to 0: {fee} {symbol}.',
  'pipeline.gasAboveReview': 'it would need more gas than you reviewed',
  'pipeline.actionNotSent.afterSteps':
    '{action}: not sent. After the approval, the operation would have failed ({reason}). The approval was set back to 0, as the review said: nothing stays allowed. The steps before it were already confirmed and stand: what they gave you is in your wallet. You paid the network fees of the steps sent and of setting the approval back to 0: {fee} {symbol}.',
  'pipeline.tokenNotSupported': 'Token not supported on selected network',
  'pipeline.refused.yearnLoss':
    'Yearn cannot pay this amount back today without a loss above 0.01 %: its strategy is losing money. We do not sign a withdrawal that loses more; try again later.',
  'pipeline.refused.yearnLiquidity':
    'Yearn can pay back up to {amount} USDC today: the rest is invested and its strategy cannot free it now. Withdraw that much or less, or try again later.',
  'pipeline.refused.yearnFull':
    'The Yearn vault is full: it reached its deposit limit and takes up to {amount} USDC more today.',
  'pipeline.refused.yearnNoRoom':
    'The Yearn vault is full: it reached its deposit limit and takes no more today.',
  'pipeline.refused.yearnShort':
    'Yearn cannot pay that amount back today: its strategy cannot free it now. Withdraw less or try again later.',
  'pipeline.refused.curveSlippage':
    'The Curve pool’s price moved more than the maximum slippage you reviewed: nothing was done. Review it again at today’s price.',
  'pipeline.refused.cometPaused':
    'Compound has paused this operation in this market. Try again once it resumes it.',
  'pipeline.refused.cometSupplyPaused':
    'Compound has paused deposits in this market. You cannot deposit until it resumes them.',
  'pipeline.refused.cometWithdrawPaused':
    'Compound has paused withdrawals in this market. Your balance is still there; you can withdraw it once it resumes them.',
  'pipeline.refused.convexShutdown':
    'Convex has shut this pool down: it no longer takes deposits. You can still withdraw what you hold there.',
  'error.joined': '{short} - {nested}',
  'error.http': 'Could not reach the network.',
  'error.timeout': 'The network took too long to respond.',
  'error.rpc': 'The network node returned an error.',
  'error.rejected': 'The network did not accept the transaction.',
  'error.reverted': 'The contract refused the operation',
  'error.insufficientFunds': 'Your balance does not cover the amount plus the network fee.',
  'error.nonce': 'Your transaction count changed (nonce). Try again.',
  'error.userRejected': 'You rejected the request.',
}

import type { pipeline as es } from '../es/pipeline'

/** The spec's English texts of the money pipeline's errors, word for word (spec 001 §8). */
export const pipeline: Record<keyof typeof es, string> = {
  'pipeline.simulateFailed': '{action} simulate failed: {reason}',
  'pipeline.stepFailed': '{action} failed: {reason}',
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
  'pipeline.tokenNotSupported': 'Token not supported on selected network',
  'error.http': 'Could not reach the network.',
  'error.timeout': 'The network took too long to respond.',
  'error.rpc': 'The network node returned an error.',
  'error.rejected': 'The network did not accept the transaction.',
  'error.reverted': 'The contract refused the operation',
  'error.insufficientFunds': 'Your balance does not cover the amount plus the network fee.',
  'error.nonce': 'Your transaction count changed (nonce). Try again.',
  'error.userRejected': 'You rejected the request.',
}

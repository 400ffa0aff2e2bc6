import { type Language, type TextKey, translate } from './index'

/** The spec's English sentences (000 §8, 001 §8) as machines keep them, and their dictionary keys. */
const exact: Record<string, TextKey> = {
  'Transaction failed': 'pipeline.transactionFailed',
  'Unknown error': 'pipeline.unknownError',
  'No wallet available': 'pipeline.noWallet',
  'Unsupported network': 'pipeline.unsupportedNetwork',
  'Token not supported on selected network': 'pipeline.tokenNotSupported',
  'Unable to fetch balances right now.': 'balances.failed',
}

/** What a node or viem says, by its first words, in the user's words. */
const nodeSays: [RegExp, TextKey][] = [
  [/^HTTP request failed|^WebSocket request failed|^The socket has been closed/i, 'error.http'],
  [/^The request took too long/i, 'error.timeout'],
  [/^Transaction creation failed/i, 'error.rejected'],
  [/^User rejected/i, 'error.userRejected'],
  [/insufficient funds|exceeds the balance of the account/i, 'error.insufficientFunds'],
  [/nonce/i, 'error.nonce'],
  [/^execution reverted(?: for an unknown reason)?\.?$/i, 'error.reverted'],
  [
    /^(RPC Request failed|An internal error|An unknown RPC error|Requested resource|Missing or invalid)/i,
    'error.rpc',
  ],
]

const actions: Record<string, TextKey> = {
  Transfer: 'pipeline.action.transfer',
  Approve: 'pipeline.action.approve',
  Revoke: 'pipeline.action.revoke',
  Supply: 'pipeline.action.supply',
  Withdraw: 'pipeline.action.withdraw',
  Stake: 'pipeline.action.stake',
  Cooldown: 'pipeline.action.cooldown',
  Unstake: 'pipeline.action.unstake',
  Borrow: 'pipeline.action.borrow',
  Repay: 'pipeline.action.repay',
}

function reasonText(language: Language, reason: string): string {
  return reason
    .split(' - ')
    .map((part) => {
      const known = exact[part] ?? nodeSays.find(([pattern]) => pattern.test(part))?.[1]
      // Anything else is a contract's own revert reason: shown as the contract wrote it.
      return known ? translate(language, known) : part
    })
    .join(' - ')
}

/**
 * A failure's text in the user's language. Machines keep the spec's English sentence ('Transfer simulate
 * failed: HTTP request failed.', 'Transaction failed') or a dictionary key; this finds the key, the
 * spec's '<Action> simulate failed: {reason}' / '<Action> failed: {reason}' forms and the node's usual
 * complaints, and leaves only a contract's own revert reason as it came.
 * @example errorText('es', 'Transfer simulate failed: HTTP request failed.')
 * // 'Falló la simulación de Transferir: No se pudo conectar con la red.'
 */
export function errorText(language: Language, message: string): string {
  const key = exact[message]
  if (key) return translate(language, key)
  if (translate('es', message as TextKey) !== message) return translate(language, message as TextKey)
  const step = /^(\w+) (simulate failed|failed): ([\s\S]*)$/.exec(message)
  const action = step ? actions[step[1] as string] : undefined
  if (step && action) {
    const template = step[2] === 'failed' ? 'pipeline.stepFailed' : 'pipeline.simulateFailed'
    return translate(language, template, {
      action: translate(language, action),
      reason: reasonText(language, step[3] as string),
    })
  }
  return reasonText(language, message)
}

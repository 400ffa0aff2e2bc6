import type { ProtocolLimits } from '../../chain/protocols/readVaults'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import type { TextKey } from '../../domain/i18n'

/**
 * What a protocol's own state refuses now, in the words the card and its form say before anyone types (issue
 * 42 item 5): Comet's paused supply or withdraw, a shut-down Convex pool, a Yearn vault at its deposit limit.
 * The same words refuse the plan if one is asked for anyway (ProtocolRefusedError's `pipeline.refused.*`).
 */
export function limitNotice(
  protocol: ProtocolId,
  action: 'deposit' | 'withdraw' | 'claim',
  limits: ProtocolLimits | undefined,
): TextKey | null {
  if (!limits || action === 'claim') return null
  if (protocol === 'compound') {
    if (action === 'deposit' && limits.cometSupplyPaused) return 'pipeline.refused.cometSupplyPaused'
    if (action === 'withdraw' && limits.cometWithdrawPaused) return 'pipeline.refused.cometWithdrawPaused'
  }
  if (protocol === 'convex' && action === 'deposit' && limits.convexShutdown)
    return 'pipeline.refused.convexShutdown'
  if (protocol === 'yearn' && action === 'deposit' && limits.yearnRoom === 0n)
    return 'pipeline.refused.yearnNoRoom'
  return null
}

/** Every limit a card says, whatever the action: deposits first, then withdrawals. */
export function cardLimitNotices(protocol: ProtocolId, limits: ProtocolLimits | undefined): TextKey[] {
  return (['deposit', 'withdraw'] as const).flatMap((action) => {
    const key = limitNotice(protocol, action, limits)
    return key ? [key] : []
  })
}

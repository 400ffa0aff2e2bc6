import type { ProtocolLimits } from '../../chain/protocols/readVaults'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import type { TokenKey } from '../../domain/catalogue/tokens'
import type { TextKey } from '../../domain/i18n'

/**
 * What a protocol's own state refuses now, in the words the card and its form say before anyone types (issue
 * 42 item 5): Comet's paused supply or withdraw, a shut-down Convex pool, a Yearn vault at its deposit limit,
 * Aave's USDC or DAI reserve (the form's `asset`) paused, frozen or at its supply cap.
 * The same words refuse the plan if one is asked for anyway (ProtocolRefusedError's `pipeline.refused.*`).
 */
export function limitNotice(
  protocol: ProtocolId,
  action: 'deposit' | 'withdraw' | 'claim',
  limits: ProtocolLimits | undefined,
  asset?: TokenKey,
): TextKey | null {
  if (!limits || action === 'claim') return null
  if (protocol === 'aave') return aaveNotice(action, limits, asset === 'DAI' ? 'DAI' : 'USDC')
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

/**
 * Aave's reserve of `asset` (USDC or DAI): paused stops deposits and withdrawals, frozen and a full supply cap
 * stop deposits (issue 42 item 5; the loans page says the same of its six reserves, with the room left).
 */
function aaveNotice(
  action: 'deposit' | 'withdraw',
  limits: ProtocolLimits,
  asset: 'USDC' | 'DAI',
): TextKey | null {
  const state = limits.aave?.[asset]
  if (!state || state === 'open') return null
  if (action === 'withdraw' && state !== 'paused') return null
  return `vaults.limit.aave.${state}.${asset}`
}

/** Every limit a card says, whatever the action: deposits first, then withdrawals (Aave: per asset). */
export function cardLimitNotices(protocol: ProtocolId, limits: ProtocolLimits | undefined): TextKey[] {
  const assets: (TokenKey | undefined)[] = protocol === 'aave' ? ['USDC', 'DAI'] : [undefined]
  const keys = assets.flatMap((asset) =>
    (['deposit', 'withdraw'] as const).flatMap((action) => {
      const key = limitNotice(protocol, action, limits, asset)
      return key ? [key] : []
    }),
  )
  return [...new Set(keys)]
}

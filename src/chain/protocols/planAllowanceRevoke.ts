import { approveCall } from '../pipeline/approvalSteps'
import type { Intent, Plan } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import type { GrantedAllowance } from './readVaults'
import { vaultPlan } from './vaultPlan'

/**
 * Revoke one allowance of the "Aprobaciones" list: `approve(spender, 0)` on the token, reviewed like any
 * other plan, for the flow's revoke intent (3Crv, not a catalogue token, is named there as USDC, the asset the
 * Convex route started from). Setting 0 is allowed from any allowance, USDT included.
 * @throws RangeError for an allowance that is already 0.
 * @example planAllowanceRevoke({ profile, from, intent, allowance: read.allowances[0] })
 */
export function planAllowanceRevoke(args: {
  profile: ChainProfile
  from: Address
  intent: Extract<Intent, { kind: 'revoke' }>
  allowance: GrantedAllowance
}): Plan {
  const { profile, from, intent, allowance: a } = args
  if (a.amount === 0n) throw new RangeError('nothing to revoke')
  const call = approveCall(
    { token: a.token, ...(a.tokenKey ? { tokenKey: a.tokenKey } : {}), spender: a.spender, target: a.name },
    'revoke',
    0n,
  )
  return vaultPlan(profile, from, intent, [call])
}

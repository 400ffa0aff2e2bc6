import { approveCall } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import type { GrantedAllowance } from './readVaults'
import { vaultPlan } from './vaultPlan'

/**
 * Revoke one allowance of the "Aprobaciones" list: `approve(spender, 0)` on the token, reviewed like any
 * other plan. Setting 0 is allowed from any allowance, USDT included.
 * @throws RangeError for an allowance that is already 0.
 * @example planAllowanceRevoke({ profile, from, allowance: read.allowances[0] })
 */
export function planAllowanceRevoke(args: {
  profile: ChainProfile
  from: Address
  allowance: GrantedAllowance
}): Plan {
  const { profile, from, allowance: a } = args
  if (a.amount === 0n) throw new RangeError('nothing to revoke')
  const call = approveCall(
    { token: a.token, ...(a.tokenKey ? { tokenKey: a.tokenKey } : {}), spender: a.spender, target: a.name },
    'revoke',
    0n,
  )
  // 3Crv is not a catalogue token: the intent names USDC, the asset the Convex route started from.
  const tokenKey = a.tokenKey ?? 'USDC'
  return vaultPlan(profile, from, { kind: 'revoke', network: 'ethereum', tokenKey, spender: a.spender }, [
    call,
  ])
}

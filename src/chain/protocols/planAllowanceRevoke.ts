import { encodeFunctionData } from 'viem'
import type { Plan } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { erc20Abi } from './abis'
import type { GrantedAllowance } from './readVaults'
import { vaultPlan } from './vaultPlan'

/**
 * Revoke one allowance of the "Aprobaciones" list: `approve(spender, 0)` on the token, reviewed like any
 * other plan. Setting 0 is allowed from any allowance, USDT included.
 * @throws RangeError for an allowance that is already 0 or a token outside the catalogue with no key.
 * @example planAllowanceRevoke({ profile, from, allowance: read.allowances[0] })
 */
export function planAllowanceRevoke(args: {
  profile: ChainProfile
  from: Address
  allowance: GrantedAllowance
}): Plan {
  const { profile, from, allowance: a } = args
  if (a.amount === 0n) throw new RangeError('nothing to revoke')
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [a.spender, 0n] })
  const call = { step: 'revoke' as const, to: a.token, value: 0n, data, amount: 0n, target: a.name }
  if (!a.tokenKey) {
    // 3Crv is not a catalogue token: the intent names USDC, the asset the Convex route started from.
    return vaultPlan(
      profile,
      from,
      { kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: a.spender },
      [call],
    )
  }
  return vaultPlan(
    profile,
    from,
    { kind: 'revoke', network: 'ethereum', tokenKey: a.tokenKey, spender: a.spender },
    [{ ...call, tokenKey: a.tokenKey }],
  )
}

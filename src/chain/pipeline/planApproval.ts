import { encodeFunctionData, erc20Abi, type PublicClient } from 'viem'
import type { NetworkId } from '../../domain/catalogue/networks'
import { approveResetFirst, type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { Address, ChainProfile } from '../profile'
import type { PlannedCall } from './types'

/** @deprecated use `approveResetFirst` from the token catalogue; kept for early importers. */
export const APPROVE_RESET_FIRST: ReadonlySet<TokenKey> = approveResetFirst

function approveCall(
  token: Address,
  args: { tokenKey: TokenKey; spender: Address; target: string },
  step: PlannedCall['step'],
  amount: bigint,
): PlannedCall {
  return {
    step,
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [args.spender, amount] }),
    tokenKey: args.tokenKey,
    amount,
    target: args.target,
  }
}

function tokenAddress(profile: ChainProfile, network: NetworkId, tokenKey: TokenKey): Address {
  const address = profile.networks[network].tokenAddresses[tokenKey]
  if (!address || tokens[tokenKey].network !== network)
    throw new TypeError(`${tokenKey} is not a token on ${network}`)
  return address
}

/**
 * The approval steps an action needs so `spender` may take exactly `amount` (DESIGN.md §4a): none when the
 * allowance already covers it; otherwise one exact `approve` — preceded by `approve(0)` when the token
 * refuses a non-zero to non-zero change and the allowance is not zero. Never unlimited.
 * @example await planApproval(client, { profile, network: 'ethereum', tokenKey: 'USDC', owner, spender: pool, amount: 100_000_000n, target: 'Aave v3' })
 */
export async function planApproval(
  client: PublicClient,
  args: {
    profile: ChainProfile
    network: NetworkId
    tokenKey: TokenKey
    owner: Address
    spender: Address
    amount: bigint
    target: string
  },
): Promise<PlannedCall[]> {
  const token = tokenAddress(args.profile, args.network, args.tokenKey)
  const current = await client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [args.owner, args.spender],
  })
  if (current >= args.amount) return []
  const reset =
    current !== 0n && approveResetFirst.has(args.tokenKey)
      ? [approveCall(token, args, 'resetApproval', 0n)]
      : []
  return [...reset, approveCall(token, args, 'approve', args.amount)]
}

/**
 * The step that takes an allowance back to 0 (the "Revoke" of the approvals list).
 * @example planRevoke({ profile, network: 'ethereum', tokenKey: 'USDC', spender: pool, target: 'Aave v3' })
 */
export function planRevoke(args: {
  profile: ChainProfile
  network: NetworkId
  tokenKey: TokenKey
  spender: Address
  target: string
}): PlannedCall {
  return approveCall(tokenAddress(args.profile, args.network, args.tokenKey), args, 'revoke', 0n)
}

import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem'
import type { NetworkId } from '../../domain/catalogue/networks'
import { approveResetFirst, type TokenKey, tokens } from '../../domain/catalogue/tokens'
import type { Address, ChainProfile } from '../profile'
import type { PlannedCall } from './types'

/**
 * One allowance: `token` (with its catalogue key when it has one; Convex's 3Crv has none) towards `spender`,
 * which the review names `target`.
 */
export type AllowanceOf = { token: Address; tokenKey?: TokenKey; spender: Address; target: string }

/** The steps that are an `approve`: raising an allowance, its reset to 0 first, and taking it back to 0. */
export type ApproveStepKind = Extract<PlannedCall['step'], 'approve' | 'resetApproval' | 'revoke'>

/**
 * The one `approve(spender, amount)` call of the app: every approval, reset and revoke a plan carries is
 * built here, so what the worker decodes has one shape.
 * @example approveCall({ token: usdc, tokenKey: 'USDC', spender: pool, target: 'Aave v3' }, 'approve', 100_000_000n)
 */
export function approveCall(allowance: AllowanceOf, step: ApproveStepKind, amount: bigint): PlannedCall {
  const { token, tokenKey, spender, target } = allowance
  return {
    step,
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    ...(tokenKey ? { tokenKey } : {}),
    amount,
    target,
  }
}

/**
 * The spender an `approve(spender, amount)` call names, or null for any other call: what the activity store
 * records beside an approval, whose `target` may be only its protocol's name.
 * @example approvalSpender(approveCall(usdcToPool, 'approve', 1n).data) // pool
 */
export function approvalSpender(data: Hex | undefined): Address | null {
  if (!data?.startsWith('0x095ea7b3')) return null
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    return decoded.functionName === 'approve' ? decoded.args[0] : null
  } catch {
    return null
  }
}

/**
 * The approval steps that leave `spender` allowed exactly `amount`, given the allowance `current` now
 * (DESIGN.md §4a): none when it already is exactly that; else one `approve(amount)`, preceded by
 * `approve(0)` when the catalogue says the token refuses to change one non-zero allowance into another
 * (`approveResetFirst`: mainnet USDT) and `current` is not 0. Never unlimited, and an allowance above
 * `amount` is brought down too: a step that takes all of `amount` then leaves exactly 0 behind. A step
 * that may take less ends its plan with {@link clearApproval}.
 * @throws RangeError for an amount ≤ 0 (an allowance goes to 0 with {@link clearApproval} or a revoke).
 * @example approvalSteps({ token: usdt, tokenKey: 'USDT', spender: pool, target: 'Aave v3', amount: 7n, current: 5n }) // resetApproval 0, approve 7
 */
export function approvalSteps(allowance: AllowanceOf & { amount: bigint; current: bigint }): PlannedCall[] {
  const { amount, current, ...of } = allowance
  if (amount <= 0n) throw new RangeError('an approval is for more than 0 base units')
  if (current === amount) return []
  const resetFirst = current !== 0n && of.tokenKey !== undefined && approveResetFirst.has(of.tokenKey)
  return [...(resetFirst ? [approveCall(of, 'resetApproval', 0n)] : []), approveCall(of, 'approve', amount)]
}

/**
 * The last step of a plan whose action may take less than it was allowed (Aave's repay takes the debt as it
 * stands in its block): `approve(0)`, so no allowance outlives the plan. Any token accepts 0, USDT included.
 * @example [...approvalSteps({ ...usdcToPool, amount, current }), repay, clearApproval(usdcToPool)]
 */
export function clearApproval(allowance: AllowanceOf): PlannedCall {
  return approveCall(allowance, 'resetApproval', 0n)
}

/**
 * {@link approvalSteps} against the allowance `owner` has given `spender` at the latest block.
 * @example await planApproval(client, { token: usdc, tokenKey: 'USDC', owner, spender: pool, amount: 100_000_000n, target: 'Aave v3' })
 */
export async function planApproval(
  client: PublicClient,
  args: AllowanceOf & { owner: Address; amount: bigint },
): Promise<PlannedCall[]> {
  const { owner, ...allowance } = args
  const current = await client.readContract({
    address: args.token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, args.spender],
  })
  return approvalSteps({ ...allowance, current })
}

/**
 * The step that takes a catalogue token's allowance back to 0 (the "Revoke" of the approvals list, and what
 * a plan stopped halfway leaves to undo).
 * @throws TypeError when the token is not on that network in the profile.
 * @example planRevoke({ profile, network: 'ethereum', tokenKey: 'USDC', spender: pool, target: 'Aave v3' })
 */
export function planRevoke(args: {
  profile: ChainProfile
  network: NetworkId
  tokenKey: TokenKey
  spender: Address
  target: string
}): PlannedCall {
  const { profile, network, tokenKey, spender, target } = args
  const token = profile.networks[network].tokenAddresses[tokenKey]
  if (!token || tokens[tokenKey].network !== network)
    throw new TypeError(`${tokenKey} is not a token on ${network}`)
  return approveCall({ token, tokenKey, spender, target }, 'revoke', 0n)
}

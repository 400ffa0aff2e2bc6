import { selectorOf } from '../signingPolicy'
import type { CheckedPlan } from './checkPlan'
import type { RawCall } from './decodeCall'
import { type EthCallOptions, firstEthCall, oneWord } from './ethCall'

/**
 * The wallet's supplied balance on a Comet (`balanceOf(user)`: the base asset it can take out without
 * borrowing); rejects when no endpoint gave a well-formed answer. Read by the worker itself, over endpoints no
 * page script can choose: on mainnet, `withdraw(USDC, amount)` above that balance borrows the rest against any
 * collateral the wallet holds there (DESIGN.md §3).
 */
export type CometBalanceReader = (chainId: number, comet: string, user: string) => Promise<bigint>

const BALANCE_OF = selectorOf('balanceOf(address)')
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX = 2n ** 256n - 1n

/**
 * The plan's Comet withdrawals of an amount (not Comet's own "everything", type(uint256).max, which never
 * borrows): the Comet and the amount each asks for, in plan order.
 */
export function cometWithdrawals(
  checked: CheckedPlan,
  calls: readonly RawCall[],
): { comet: string; amount: bigint }[] {
  const found: { comet: string; amount: bigint }[] = []
  checked.decoded.forEach((call, i) => {
    if (
      call.kind !== 'protocol' ||
      call.contract.id !== 'comet' ||
      call.signature !== 'withdraw(address,uint256)'
    )
      return
    // decodeCall read this calldata already: two clean words after the selector.
    const amount = BigInt(`0x${(calls[i]?.data ?? '').slice(10 + 64, 10 + 128)}`)
    if (amount !== MAX) found.push({ comet: call.contract.address, amount })
  })
  return found
}

/**
 * Whether the plan borrows on Comet: a withdraw above what the wallet has supplied there, as read now. A
 * balance it could not read counts as a loan (the worker fails closed). Null when nothing is withdrawn from
 * Comet by amount.
 */
export async function cometLoan(
  read: CometBalanceReader | undefined,
  plan: { chainId: number; from: string; calls: readonly RawCall[] },
  checked: CheckedPlan,
): Promise<'loan' | 'unchecked' | null> {
  const withdrawals = cometWithdrawals(checked, plan.calls)
  if (withdrawals.length === 0) return null
  if (!read) return 'unchecked'
  try {
    // Two withdrawals in one plan add up against the one balance.
    const asked = new Map<string, bigint>()
    for (const w of withdrawals) asked.set(w.comet, (asked.get(w.comet) ?? 0n) + w.amount)
    for (const [comet, amount] of asked)
      if (amount > (await read(plan.chainId, comet, plan.from))) return 'loan'
    return null
  } catch (e) {
    console.warn('[vault] Comet balance not read: the withdrawal asks for the password', e)
    return 'unchecked'
  }
}

/**
 * A reader that asks `endpoints(chainId)` in order, each with its own `timeoutMs`, until one answers
 * `eth_call` of `balanceOf(user)` with one word; the first well-formed answer counts.
 */
export function rpcCometBalanceReader(
  endpoints: (chainId: number) => Promise<readonly string[]>,
  options: EthCallOptions = {},
): CometBalanceReader {
  return async (chainId, comet, user) => {
    if (!ADDRESS.test(comet) || !ADDRESS.test(user)) throw new Error('not an address')
    const data = `${BALANCE_OF}${user.slice(2).toLowerCase().padStart(64, '0')}`
    return firstEthCall(
      await endpoints(chainId),
      { to: comet, data },
      oneWord,
      `no Comet balance on chain ${chainId}`,
      options,
    )
  }
}

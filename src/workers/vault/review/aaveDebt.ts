import { selectorOf } from '../signingPolicy'
import type { CheckedPlan } from './checkPlan'
import { type EthCallOptions, firstEthCall } from './ethCall'

/**
 * The wallet's whole debt on one Aave v3 Pool, in the Pool's base currency (word 1 of `getUserAccountData`);
 * rejects when no endpoint gave a well-formed answer. The worker asks it itself, over endpoints no page script
 * can choose: a withdrawal from Aave while something is owed there takes collateral away (DESIGN.md §3).
 */
export type AaveDebtReader = (chainId: number, pool: string, user: string) => Promise<bigint>

const GET_USER_ACCOUNT_DATA = selectorOf('getUserAccountData(address)')
/** Six uint256 words: collateral, debt, available to borrow, liquidation threshold, LTV, health factor. */
const ANSWER = /^0x[0-9a-fA-F]{384}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether the plan takes anything out of an Aave Pool (`withdraw`, the savings vault's and the loan screen's
 * alike: every Aave deposit is collateral for a loan on the same Pool); the Pool's address if so.
 */
export function aaveWithdrawPool(checked: CheckedPlan): string | null {
  for (const call of checked.decoded)
    if (
      call.kind === 'protocol' &&
      call.contract.id === 'aavePool' &&
      call.signature === 'withdraw(address,uint256,address)'
    )
      return call.contract.address
  return null
}

/**
 * A reader that asks `endpoints(chainId)` in order, each with its own `timeoutMs`, until one answers
 * `eth_call` with six words; the first well-formed answer counts. Nothing is sent but the call itself.
 */
export function rpcAaveDebtReader(
  endpoints: (chainId: number) => Promise<readonly string[]>,
  options: EthCallOptions = {},
): AaveDebtReader {
  return async (chainId, pool, user) => {
    if (!ADDRESS.test(pool) || !ADDRESS.test(user)) throw new Error('not an address')
    const data = `${GET_USER_ACCOUNT_DATA}${user.slice(2).toLowerCase().padStart(64, '0')}`
    const debtOf = (result: string) => {
      if (!ANSWER.test(result)) throw new Error('not six words')
      return BigInt(`0x${result.slice(2 + 64, 2 + 128)}`)
    }
    return firstEthCall(
      await endpoints(chainId),
      { to: pool, data },
      debtOf,
      `no Aave account data on chain ${chainId}`,
      options,
    )
  }
}

import * as lending from '../../../src/chain/protocols/aaveLending'
import type { LendingPlanArgs } from '../../../src/chain/protocols/aaveLendingPlans'

/**
 * The loans page's builders as the chain tests call them: an amount on a reserve, made into the intent the page
 * builds for it (`{ kind, protocol: 'aaveLending', network: 'ethereum', tokenKey: reserve.asset, amount }`) and
 * handed to the real builder, which takes the intent.
 */
type Args = Omit<LendingPlanArgs, 'intent'> & { amount: bigint }

function withIntent<K extends 'supply' | 'borrow' | 'repay' | 'withdraw'>(kind: K, args: Args) {
  const { amount, ...rest } = args
  const intent = {
    kind,
    protocol: 'aaveLending',
    network: 'ethereum',
    tokenKey: rest.reserve.asset,
    amount,
  } as const
  return { ...rest, intent }
}

export const buildSupplyPlan = (a: Args) => lending.buildSupplyPlan(withIntent('supply', a))
export const buildBorrowPlan = (a: Args) => lending.buildBorrowPlan(withIntent('borrow', a))
export const buildRepayPlan = (a: Args) => lending.buildRepayPlan(withIntent('repay', a))
export const buildWithdrawPlan = (a: Args) => lending.buildWithdrawPlan(withIntent('withdraw', a))

import type { NetworkId } from '../../domain/catalogue/networks'
import type { ValuedToken } from '../../domain/health/holdings'

/** How many rows of a network show before "Show all (N)". */
export const collapsedRows = 3

/**
 * The rows of one network's list: its holdings by USD value, largest first (balance breaks ties), and,
 * when `withZero`, the tokens with nothing after them in catalogue order.
 * @example rowsOf(valued, 'polygon', false).map((v) => v.key) // ['DAI-POLYGON', 'MATIC']
 */
export function rowsOf(valued: readonly ValuedToken[], network: NetworkId, withZero: boolean): ValuedToken[] {
  const mine = valued.filter((v) => v.network === network)
  const held = mine
    .filter((v) => v.balance > 0n)
    .sort((a, b) => b.valueUsd - a.valueUsd || (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))
  return withZero ? [...held, ...mine.filter((v) => v.balance === 0n)] : held
}

import { type NetworkId, networkIds } from '../../domain/catalogue/networks'
import type { ValuedToken } from '../../domain/health/holdings'

/** The wallet screen's sort orders. */
export type TokenSort = 'balance' | 'name' | 'network'

/** Filters by network ('all' keeps every token) and sorts: USD value high to low, symbol A to Z, or network order. */
export function filterAndSort(
  list: ValuedToken[],
  network: NetworkId | 'all',
  sort: TokenSort,
): ValuedToken[] {
  const kept = network === 'all' ? list : list.filter((v) => v.network === network)
  const byName = (a: ValuedToken, b: ValuedToken) => a.key.localeCompare(b.key, 'en')
  const compare: Record<TokenSort, (a: ValuedToken, b: ValuedToken) => number> = {
    balance: (a, b) =>
      b.valueUsd - a.valueUsd || (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0) || byName(a, b),
    name: byName,
    network: (a, b) => networkIds.indexOf(a.network) - networkIds.indexOf(b.network) || byName(a, b),
  }
  return [...kept].sort(compare[sort])
}

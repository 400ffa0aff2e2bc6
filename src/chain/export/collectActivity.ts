import type { NetworkId } from '../../domain/catalogue/networks'
import { type TokenSymbol, tokens } from '../../domain/catalogue/tokens'
import { assetOf, localDay, type Movement, type Valuation, valueMovement } from '../../domain/export'
import type { Clients } from '../clients'
import { getFullHistory } from '../history/getFullHistory'
import { type DollarKind, fetchDollarHistory } from '../inflation/fetchDollarHistory'
import type { ActivityEntry } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { feedPricesOnDays } from './feedPricesOnDays'
import { toMovements } from './toMovements'

/** The activity export's content, ready to be written in either language, and what it lacks. */
export type CollectedActivity = {
  movements: Movement[]
  valuation: Valuation
  /** Networks whose history was cut by a source's cap, and networks no source answered for. */
  incomplete: NetworkId[]
  failed: NetworkId[]
  /** Non-stable assets moved on a day no price feed could be read for. */
  unpriced: TokenSymbol[]
}

const isStable = (m: Movement) => (m.token ? tokens[m.token].category === 'stablecoin' : false)

/**
 * Everything the activity export holds: the whole chain history on the four networks joined with the app's
 * own activity (see toMovements), the dollar quote history of `dollar` from ArgentinaDatos (null when it
 * does not answer: the peso columns stay empty, said on screen), and the price feeds' prices on each day a
 * non-stable asset moved. Never throws for a missing part: it is listed instead.
 * @example await collectActivity(clients, { address, profile, activity, dollar: 'bolsa', now: Date.now() })
 */
export async function collectActivity(
  clients: Clients,
  args: {
    address: Address
    profile: ChainProfile
    activity: readonly ActivityEntry[]
    dollar: DollarKind
    now: number
    fetch?: typeof fetch
  },
): Promise<CollectedActivity> {
  const base = args.profile.webApis.argentinaDatos
  const [history, quotes] = await Promise.all([
    getFullHistory(clients, args),
    base
      ? fetchDollarHistory(base, args.dollar, args.fetch ? { fetch: args.fetch } : {}).catch((error) => {
          console.warn('[export] dollar quotes unavailable', error)
          return null
        })
      : null,
  ])
  const movements = toMovements(args.address, history, args.activity)
  const days = movements.filter((m) => m.amount > 0n && !isStable(m)).map((m) => localDay(m.timeStamp))
  const feedPrice = days.length
    ? await feedPricesOnDays(clients[args.profile.priceFeeds.network], args.profile, { days, now: args.now })
    : () => null
  const valuation: Valuation = { dollar: args.dollar, quotes, feedPrice }
  const unpriced = movements
    .filter((m) => m.status !== 'failed' && m.status !== 'dropped' && m.amount > 0n)
    .filter((m) => valueMovement(m, valuation).price === null)
    .map((m) => assetOf(m).symbol)
  return {
    movements,
    valuation,
    incomplete: history.incomplete,
    failed: history.failed,
    unpriced: [...new Set(unpriced)],
  }
}

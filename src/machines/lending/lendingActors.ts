import { type ActorRefFrom, fromCallback, fromPromise } from 'xstate'
import type { Address } from '../../chain/profile'
import type { LendingSnapshot } from '../../chain/protocols/aaveLending'
import { appendHistory, type LendingHistoryEntry, type NewLendingHistoryEntry } from '../../domain/lending'
import type { sessionMachine } from '../session/sessionMachine'
import { chain } from '../shared/chain'
import { watchVisibility } from '../shared/visibility'
import { planMachine } from '../write'
import { canSignOf } from './lendingRules'

type SessionRef = ActorRefFrom<typeof sessionMachine>

const aave = () => import('../../chain/protocols/aaveLending')

/** idb-keyval key of one address's lending history (spec §3: per wallet address). */
export const lendingHistoryKey = (address: Address) => `billetera.lending.history.${address.toLowerCase()}`

/** One Multicall3 read of the whole position, on the app's profile (src/chain/protocols/aaveLending.ts). */
async function read(address: Address): Promise<LendingSnapshot> {
  const [{ readLending }, service] = await Promise.all([aave(), chain()])
  return readLending(service.clients.ethereum, { profile: service.profile, address })
}

/**
 * The loans page's I/O, loaded only when the page opens. Tests replace each with `lendingMachine.provide`.
 * Every write is the pipeline's plan machine (`planFlow`: prepare → simulate → review → sign → done |
 * failed | partial), whose plans are built from a fresh read of the position.
 */
export const lendingActors = {
  readLending: fromPromise<LendingSnapshot, { address: Address }>(async ({ input }) => read(input.address)),
  planFlow: planMachine,
  loadHistory: fromPromise<LendingHistoryEntry[], { address: Address }>(async ({ input }) => {
    const { get } = await import('idb-keyval')
    return (await get<LendingHistoryEntry[]>(lendingHistoryKey(input.address))) ?? []
  }),
  /**
   * Appends one entry to the stored history (newest last, at most 50), stamped with the time it is saved, and
   * returns the new list.
   */
  saveHistory: fromPromise<LendingHistoryEntry[], { address: Address; entry: NewLendingHistoryEntry }>(
    async ({ input }) => {
      const { get, set } = await import('idb-keyval')
      const key = lendingHistoryKey(input.address)
      const entry: LendingHistoryEntry = { ...input.entry, ts: Date.now() }
      const next = appendHistory((await get<LendingHistoryEntry[]>(key)) ?? [], entry)
      await set(key, next)
      return next
    },
  ),
  watchVisibility: watchVisibility as ReturnType<typeof fromCallback>,
  /** Tells the page each time the session's account starts or stops being able to sign (lock, unlock). */
  watchSigner: fromCallback<{ type: 'signer.change'; canSign: boolean }, { session: SessionRef | null }>(
    ({ input, sendBack }) => {
      if (!input.session) return
      let last = canSignOf(input.session.getSnapshot())
      const sub = input.session.subscribe((s) => {
        const canSign = canSignOf(s)
        if (canSign === last) return
        last = canSign
        sendBack({ type: 'signer.change', canSign })
      })
      return () => sub.unsubscribe()
    },
  ),
}

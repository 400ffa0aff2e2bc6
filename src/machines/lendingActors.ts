import type { Hex } from 'viem'
import { type fromCallback, fromPromise } from 'xstate'
import type { Plan } from '../chain/pipeline/types'
import type { Address, ChainProfile } from '../chain/profile'
import type { LendingSnapshot } from '../chain/protocols/aaveLending'
import { appendHistory, type LendingHistoryEntry } from '../domain/lending/history'
import { watchVisibility } from './visibility'

/** What the plan runner reports when every call of the plan is confirmed. */
export type RunPlanOutput = { hashes: Hex[] }

const chain = () => import('../chain/chainService').then((m) => m.loadChainService())

/** idb-keyval key of one address's lending history (spec §3: per wallet address). */
export const lendingHistoryKey = (address: Address) => `billetera.lending.history.${address.toLowerCase()}`

/**
 * The loans page's I/O, loaded only when the page opens. Tests replace each with `lendingMachine.provide`.
 * `runPlan` stands for the pipeline's plan machine (simulate → review → sign → done | failed | partial).
 */
export const lendingActors = {
  /** One Multicall3 read of the whole position (src/chain/protocols/aaveLending.ts). */
  readLending: fromPromise<LendingSnapshot, { address: Address; profile: ChainProfile }>(
    async ({ input }) => {
      const [{ readLending }, service] = await Promise.all([
        import('../chain/protocols/aaveLending'),
        chain(),
      ])
      return readLending(service.clients.ethereum, { profile: input.profile, address: input.address })
    },
  ),
  /** Runs a plan through the pipeline; rejects with the reason when a call fails. */
  runPlan: fromPromise<RunPlanOutput, { plan: Plan }>(async () => {
    throw new Error('The review-and-sign pipeline is not available yet')
  }),
  loadHistory: fromPromise<LendingHistoryEntry[], { address: Address }>(async ({ input }) => {
    const { get } = await import('idb-keyval')
    return (await get<LendingHistoryEntry[]>(lendingHistoryKey(input.address))) ?? []
  }),
  /** Appends one entry to the stored history (newest last, at most 50) and returns the new list. */
  saveHistory: fromPromise<LendingHistoryEntry[], { address: Address; entry: LendingHistoryEntry }>(
    async ({ input }) => {
      const { get, set } = await import('idb-keyval')
      const key = lendingHistoryKey(input.address)
      const next = appendHistory((await get<LendingHistoryEntry[]>(key)) ?? [], input.entry)
      await set(key, next)
      return next
    },
  ),
  watchVisibility: watchVisibility as ReturnType<typeof fromCallback>,
}

import type { Abi, Address } from 'viem'
import type { ChainProfile } from '../../src/chain/profile'
import type { NetworkId } from '../../src/domain/catalogue/networks'

/** How one row of the table came out: `warn` is live state the app handles (a pause, a cap, a full vault). */
export type Status = 'ok' | 'warn' | 'fail'

/** One row of the printed table. */
export type Row = { network: NetworkId; contract: string; check: string; status: Status; detail: string }

/** One view call, made inside the network's Multicall3 batch. */
export type Read = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] }

/** What a read gave: its decoded value, or why it failed. */
export type ReadResult = { ok: true; value: unknown } | { ok: false; error: string }

/** What a target's `inspect` sees besides its own reads. */
export type InspectContext = { profile: ChainProfile; network: NetworkId; blockTimestamp: bigint }

/** A market-parameter row from `inspect`: the runner adds the network and contract. */
export type Finding = { check: string; status: Status; detail: string }

/**
 * One catalogue contract on one network and what must hold there: code at the address, every selector in
 * `writes` in its dispatcher (through a proxy, if it is one), every call in `reads` answering, and whatever
 * `inspect` finds in the results of `reads` and `optionalReads` (calls only some versions answer).
 */
export type Target = {
  network: NetworkId
  name: string
  address: Address
  writes?: readonly string[]
  reads?: Record<string, Read>
  optionalReads?: Record<string, Read>
  inspect?: (results: Record<string, ReadResult>, context: InspectContext) => Finding[]
}

import type { Address, Hex } from 'viem'
import type { StepDescription } from '../activity/describeStep'
import type { NetworkId } from '../catalogue/networks'
import type { TokenKey } from '../catalogue/tokens'
import type { ActivityEntry, ActivityStatus, ReplacementKind, StepKind } from '../write/types'
import type { PaymentOutcome } from './paymentOutcome'

/** Spec §3 transaction, with the network it happened on and the token moved (null for the native coin). */
export type Transaction = {
  hash: Hex
  from: Address
  to: Address | null
  /** Base units of the token moved (wei for the native coin). */
  valueWei: bigint
  /** Milliseconds since the epoch. */
  timeStamp: number
  isError: boolean
  network: NetworkId
  token: TokenKey | null
  /**
   * Where a transaction this app broadcast stands (from the activity store): `pending` until mined, then
   * `confirmed` or `failed`, or `dropped`/`replaced` when another took its nonce. Absent on the others.
   */
  status?: ActivityStatus
  /** What this app's own contract call did (deposit, borrow…), named from the activity store. */
  step?: StepKind
  /**
   * That call as every screen names it: its action, the token and amount it moved or approved, and whom it
   * was with. An approval's row shows this, never the chain's "0 ETH to the token contract".
   */
  described?: StepDescription
  /** The block it was mined in, where the source says. */
  blockNumber?: bigint
  /** Network fee its sender paid (gas used × effective gas price), in wei of the native coin, where known. */
  fee?: bigint
  /** For this app's own transactions: the hash of its payment's first transaction (a row's lasting name). */
  payment?: Hex
  /** A payment of this app that was sped up or cancelled: how that turned out (activity store). */
  outcome?: PaymentOutcome
  /** A pending payment of this app whose last transaction sent is a speed-up or a cancel. */
  replacing?: ReplacementKind
  /** A pending payment's newest transaction, the one a speed-up or cancel from the list would replace. */
  waiting?: ActivityEntry
}

import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { get, set, type UseStore } from 'idb-keyval'
import { toHex, utf8 } from '../bytes'

/**
 * The 24 h sums of what the worker signed without the password (issue 41 item 4, docs/signer-plan.md step 2):
 * the transfers to new addresses (RecipientGuard) and the network fees (FeeBudget). They live in the signer's
 * storage, not in one worker's memory, so a reload, another tab or a lock and unlock start from what was
 * signed, never from zero. Every tab's worker reads and writes them holding one Web Lock
 * ({@link GUARD_LOCK}): the read, the check, the signature and the write of one Confirm are one step.
 */
export const GUARD_LOCK = 'billetera-guard'

/** A transfer counted against the new-recipient limit. */
export type RecipientSpend = { at: number; usd: number; slot?: string }
/** A transaction's worst-case fee counted on its slot (`chainId:from:nonce`), in millionths of a USD. */
export type FeeSpend = { at: number; micro: bigint }

/** What the ledger holds: both sums' entries. */
export type LedgerState = { recipients: RecipientSpend[]; fees: Map<string, FeeSpend> }

/** The stored record: the entries, a write counter and an HMAC under the wallet's own key. */
type LedgerRecord = {
  v: 1
  seq: number
  recipients: RecipientSpend[]
  fees: [string, { at: number; micro: string }][]
  mac: string
}

/** What a missing, altered or rolled-back ledger counts as: the whole limit and the whole budget, spent now. */
export const STRICT_USD = Number.MAX_SAFE_INTEGER
export const STRICT_FEE_MICRO = 10n ** 30n

const keyOf = (address: string) => `guard-ledger:${address.toLowerCase()}`

/**
 * A second copy of each ledger's write counter, under a key of its own: a ledger deleted, or written back from
 * an older copy, while its counter stays is seen as tampered with, not as a fresh start.
 */
const counterOf = (address: string) => `guard-ledger-seq:${address.toLowerCase()}`

/** The wallet's ledger, read, checked and written under its own key (only an open wallet can write one). */
export class GuardLedger {
  readonly #store: UseStore | undefined
  readonly #now: () => number

  constructor(store: UseStore | undefined, now: () => number = Date.now) {
    this.#store = store
    this.#now = now
  }

  #mac(privateKey: Uint8Array, address: string, body: Omit<LedgerRecord, 'mac'>): string {
    const key = hmac(sha256, privateKey, utf8('billetera/guard-ledger/v1'))
    return toHex(hmac(sha256, key, utf8(JSON.stringify([address.toLowerCase(), body]))))
  }

  /** The strictest state: everything spent at this moment, so every sum is over for the next 24 h. */
  strict(): LedgerState {
    const at = this.#now()
    return {
      recipients: [{ at, usd: STRICT_USD }],
      fees: new Map([['tampered', { at, micro: STRICT_FEE_MICRO }]]),
    }
  }

  /**
   * Runs `task` holding the guard lock of every tab of this origin, on the ledger as stored (or the strictest
   * state when it is missing while its counter says it existed, altered, or older than its counter). `task` answers
   * what to store afterwards (or nothing to leave it as it is) and its own result.
   */
  async run<T>(
    privateKey: Uint8Array,
    address: string,
    task: (state: LedgerState) => Promise<{ write?: LedgerState; result: T }>,
  ): Promise<T> {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks
    const body = async () => {
      const { state, seq, tampered } = await this.#read(privateKey, address)
      const { write, result } = await task(state)
      // A tampered ledger is replaced by the strictest sums at once: they then run out 24 h from now, not from
      // each later read.
      const next = write ?? (tampered ? state : undefined)
      if (next) await this.#write(privateKey, address, next, seq + 1)
      return result
    }
    return locks ? locks.request(GUARD_LOCK, body) : body()
  }

  async #read(
    privateKey: Uint8Array,
    address: string,
  ): Promise<{ state: LedgerState; seq: number; tampered: boolean }> {
    const id = address.toLowerCase()
    const [record, counter] = await Promise.all([
      get<LedgerRecord>(keyOf(id), this.#store).catch(() => undefined),
      get<number>(counterOf(id), this.#store).catch(() => undefined),
    ])
    const known = Number.isSafeInteger(counter) ? (counter as number) : 0
    // Neither the ledger nor its counter: a wallet with nothing signed without the password yet.
    if (record === undefined && known === 0)
      return { state: { recipients: [], fees: new Map() }, seq: 0, tampered: false }
    const state = record && this.#valid(privateKey, id, record) && record.seq >= known ? parse(record) : null
    if (!state || !record) {
      const seq = Math.max(known, Number.isSafeInteger(record?.seq) ? (record?.seq as number) : 0)
      return { state: this.strict(), seq, tampered: true }
    }
    return { state, seq: record.seq, tampered: false }
  }

  #valid(privateKey: Uint8Array, address: string, record: LedgerRecord): boolean {
    if (record?.v !== 1 || !Number.isSafeInteger(record.seq) || typeof record.mac !== 'string') return false
    const { mac, ...body } = record
    return mac === this.#mac(privateKey, address, body)
  }

  async #write(privateKey: Uint8Array, address: string, state: LedgerState, seq: number): Promise<void> {
    const id = address.toLowerCase()
    const body: Omit<LedgerRecord, 'mac'> = {
      v: 1,
      seq,
      recipients: state.recipients.map((s) => ({
        at: s.at,
        usd: s.usd,
        ...(s.slot === undefined ? {} : { slot: s.slot }),
      })),
      fees: [...state.fees].map(([slot, s]) => [slot, { at: s.at, micro: String(s.micro) }]),
    }
    // The record first, then its counter: a write cut in between leaves a record ahead of its counter (valid).
    await set(keyOf(id), { ...body, mac: this.#mac(privateKey, id, body) }, this.#store)
    await set(counterOf(id), seq, this.#store)
  }
}

/** The entries of a checked record; anything malformed is none (the caller then counts it as tampered). */
function parse(record: LedgerRecord): LedgerState | null {
  if (!Array.isArray(record.recipients) || !Array.isArray(record.fees)) return null
  const recipients: RecipientSpend[] = []
  for (const s of record.recipients) {
    if (typeof s?.at !== 'number' || typeof s.usd !== 'number') return null
    recipients.push({ at: s.at, usd: s.usd, ...(typeof s.slot === 'string' ? { slot: s.slot } : {}) })
  }
  const fees = new Map<string, FeeSpend>()
  for (const entry of record.fees) {
    const [slot, s] = entry ?? []
    if (typeof slot !== 'string' || typeof s?.at !== 'number' || !/^\d+$/.test(String(s.micro))) return null
    fees.set(slot, { at: s.at, micro: BigInt(s.micro) })
  }
  return { recipients, fees }
}

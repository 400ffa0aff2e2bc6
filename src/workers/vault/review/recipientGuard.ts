import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { get, set, type UseStore } from 'idb-keyval'
import { type TokenKey, tokens } from '../../../domain/catalogue/tokens'
import type { RecipientGuardSettings } from '../../vaultApi'
import { toHex, utf8 } from '../bytes'
import { referenceCeilings } from './referenceCeilings'

/** On by default, at US$ 100 (Settings may change both, with the password). */
export const DEFAULT_RECIPIENT_GUARD: RecipientGuardSettings = { enabled: true, limitUsd: 100 }

/** The window over which transfers to new addresses without the password add up against the limit. */
export const GUARD_WINDOW_MS = 24 * 3600_000

type GuardRecord = { enabled: boolean; limitUsd: number; trusted: string[]; mac: string }
type Guard = RecipientGuardSettings & { trusted: Set<string> }

const keyOf = (address: string) => `recipient-guard:${address.toLowerCase()}`

/**
 * The slot a transfer is counted on: the same transfer (chain, sending account, recipient, token, amount) on the
 * same nonce is one payment however often it is sped up. Each account has nonces of its own, so the sender is
 * part of the slot: the same payment from two accounts at one nonce is two payments. Without a nonce (at
 * review): the transfer on any nonce.
 * @example transferSlot(1, from, { to, tokenKey: 'USDC', amount: 60_000_000n }, 7) // '1:0x…:0x…:USDC:60000000@7'
 */
export function transferSlot(
  chainId: number,
  from: string,
  transfer: { to: string; tokenKey: TokenKey; amount: bigint },
  nonce?: number,
): string {
  return `${chainId}:${from.toLowerCase()}:${transfer.to}:${transfer.tokenKey}:${transfer.amount}@${nonce ?? ''}`
}

/**
 * What a transfer is worth in USD for the rule, erring on the rule's side: at the token's ceiling price
 * ({@link referenceCeilings}), or the page's price when that is higher. A page script cannot make a transfer
 * look cheaper than the dearest the token has traded at.
 * @example transferUsd('WBTC', 100_010n, 60_000) // 150.015: US$ 100.01 at 100 000 needs the password
 */
export function transferUsd(tokenKey: TokenKey, amount: bigint, pagePrice?: number): number {
  const token = tokens[tokenKey]
  const ceiling = referenceCeilings[token.symbol]
  const price =
    pagePrice !== undefined && Number.isFinite(pagePrice) && pagePrice > ceiling ? pagePrice : ceiling
  return (Number(amount) / 10 ** token.decimals) * price
}

/**
 * Settings' rule for new recipients, and the addresses this wallet trusts, kept in IndexedDB beside the vault
 * under an HMAC keyed by the wallet's own key: a page script can read or delete the record but not write one
 * the worker accepts (a record that fails the check counts as none: the defaults, nobody trusted). An address
 * becomes trusted only when the person typed the password to send to it. Transfers to untrusted addresses
 * made without the password add up over 24 h, so many small ones cannot slip under the limit.
 */
export class RecipientGuard {
  readonly #store: UseStore | undefined
  readonly #now: () => number
  /** Transfers counted, with the slot each was signed on (`chainId:from:to:token:amount@nonce`, see {@link transferSlot}). */
  #spent: { at: number; usd: number; slot?: string }[] = []

  constructor(store: UseStore | undefined, now: () => number = Date.now) {
    this.#store = store
    this.#now = now
  }

  #mac(privateKey: Uint8Array, address: string, body: Omit<GuardRecord, 'mac'>): string {
    const key = hmac(sha256, privateKey, utf8('billetera/recipient-guard/v1'))
    const text = JSON.stringify([
      address.toLowerCase(),
      body.enabled,
      body.limitUsd,
      [...body.trusted].sort(),
    ])
    return toHex(hmac(sha256, key, utf8(text)))
  }

  /** The rule and the trusted addresses of the open wallet. */
  async read(privateKey: Uint8Array, address: string): Promise<Guard> {
    const record = (await get<GuardRecord>(keyOf(address), this.#store).catch(() => undefined)) ?? null
    const valid =
      record !== null &&
      typeof record.enabled === 'boolean' &&
      typeof record.limitUsd === 'number' &&
      Array.isArray(record.trusted) &&
      record.mac === this.#mac(privateKey, address, record)
    if (!valid) return { ...DEFAULT_RECIPIENT_GUARD, trusted: new Set() }
    return { enabled: record.enabled, limitUsd: record.limitUsd, trusted: new Set(record.trusted) }
  }

  async #write(privateKey: Uint8Array, address: string, guard: Guard): Promise<void> {
    const body = { enabled: guard.enabled, limitUsd: guard.limitUsd, trusted: [...guard.trusted].sort() }
    await set(keyOf(address), { ...body, mac: this.#mac(privateKey, address, body) }, this.#store)
  }

  /** Changes the rule, keeping the trusted addresses. */
  async configure(privateKey: Uint8Array, address: string, settings: RecipientGuardSettings): Promise<void> {
    const guard = await this.read(privateKey, address)
    await this.#write(privateKey, address, { ...guard, ...settings })
  }

  /**
   * How sending `usd` to `to` stands now: whether it needs the password, and whether it counts toward the 24 h
   * sum of transfers to new addresses (a transfer to the wallet itself — any of `own`, its accounts, lowercase —
   * or to a trusted address does not). A transfer already counted on the same `slot` (a speed-up of it: only
   * one of the two can ever be mined) adds nothing to the sum. At review, before the nonce is known, `slot` is
   * the transfer without its nonce (it matches the same transfer on any nonce); Confirm asks again with the
   * nonce, and that answer decides.
   */
  async assess(
    privateKey: Uint8Array,
    address: string,
    to: string,
    usd: number,
    slot?: string,
    own: ReadonlySet<string> = new Set([address.toLowerCase()]),
  ): Promise<{ needsPassword: boolean; counts: boolean }> {
    if (to === address.toLowerCase() || own.has(to)) return { needsPassword: false, counts: false }
    const guard = await this.read(privateKey, address)
    if (guard.trusted.has(to)) return { needsPassword: false, counts: false }
    const adds = slot !== undefined && this.#counted(slot) ? 0 : usd
    return { needsPassword: guard.enabled && this.#spentRecently() + adds > guard.limitUsd, counts: true }
  }

  /**
   * Records a transfer signed to an untrusted address without the password, on its nonce `slot`: the same
   * transfer signed again on that nonce (a speed-up) is not counted twice.
   */
  spend(usd: number, slot?: string): void {
    if (slot !== undefined && this.#counted(slot)) return
    this.#spent.push({ at: this.#now(), usd, ...(slot === undefined ? {} : { slot }) })
  }

  /** The transfers counted: what the signer's ledger stores (guardLedger.ts), so reloads and tabs share them. */
  get spent(): { at: number; usd: number; slot?: string }[] {
    return this.#spent.map((s) => ({ ...s }))
  }

  /** Counts the ledger's transfers in place of this worker's own (read under the guard lock, before assessing). */
  load(spent: readonly { at: number; usd: number; slot?: string }[]): void {
    this.#spent = spent.map((s) => ({ ...s }))
  }

  /** Whether a transfer on `slot` was counted in the window; a slot ending in `@` matches any nonce. */
  #counted(slot: string): boolean {
    this.#spentRecently()
    return this.#spent.some((s) => (slot.endsWith('@') ? s.slot?.startsWith(slot) : s.slot === slot))
  }

  /** Trusts `to` from now on: the person typed the password to send to it. */
  async trust(privateKey: Uint8Array, address: string, to: string): Promise<void> {
    const guard = await this.read(privateKey, address)
    guard.trusted.add(to)
    await this.#write(privateKey, address, guard)
  }

  #spentRecently(): number {
    const since = this.#now() - GUARD_WINDOW_MS
    this.#spent = this.#spent.filter((s) => s.at > since)
    return this.#spent.reduce((sum, s) => sum + s.usd, 0)
  }
}

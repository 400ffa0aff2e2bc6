import type { HDKey } from '@scure/bip32'
import type { Address } from 'viem'
import { VaultLockedError } from '../../domain/errors'
import type { VaultBroadcast } from '../vaultApi'
import { AutoLockTimer, type Clock } from './autoLock'
import { validAutoLockMinutes as validMinutes } from './autoLockSetting'
import { zero } from './bytes'
import type { VaultRecord } from './keystore'
import type { ParsedSecret } from './parseSecret'
import { accountAddress, deriveAccountsNode } from './secrets'

/** The open wallet of this tab: copies of its secrets, zeroed on lock. */
export type Unlocked = {
  privateKey: Uint8Array
  entropy: Uint8Array | null
  address: Address
  /**
   * The sealed record this tab opened or wrote, kept here: the open wallet's password is checked against it,
   * never against IndexedDB, which any script on the page can write.
   */
  record: VaultRecord
}

/**
 * How long the activity the app's page reports can keep the vault open after the person's last gesture in a
 * signer's frame (the unlock, a review's Confirm): 4 hours, or their auto-lock time if they chose a longer one.
 * Past it the vault locks at its next quiet moment however busy the page says it is, and the unlock (typed in
 * the frame, where no script of the page reaches) starts it again.
 */
export const TOUCH_SPAN_MINUTES = 240

/**
 * Whether this tab's vault is open, and until when. Every lock (manual, auto, another tab's) is counted, so
 * a call started before one knows it lost: `open` takes the count the call started with and refuses to open
 * a wallet after a lock. The wall-clock deadline locks a vault whose timer never fired. The auto-lock
 * setting travels to every tab on the channel. Lives only inside the worker's Vault, behind a private
 * field: nothing here crosses Comlink.
 */
export class VaultSession {
  #unlocked: Unlocked | null = null
  /** The open seed's m/44'/60'/0'/0 node, derived at its first use; wiped with the session. */
  #node: { of: Unlocked; node: Promise<HDKey> } | null = null
  /** Public addresses of the open seed's accounts by index, derived here (never read from storage). */
  readonly #derived = new Map<number, Address>()
  #locks = 0
  readonly #onLock: (() => void)[] = []
  readonly #timer: AutoLockTimer
  readonly #channel: BroadcastChannel | null
  readonly #now: Clock
  /** When the person last acted in a signer's frame (the unlock, a review's Confirm): what bounds `touch`. */
  #gestureAt = 0

  constructor(channel: BroadcastChannel | null, now: Clock = Date.now) {
    this.#channel = channel
    this.#now = now
    this.#timer = new AutoLockTimer(() => this.lock(), now)
    channel?.addEventListener('message', (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type === 'lock') {
        this.#locks++
        this.drop()
      } else if (e.data?.type === 'autoLock' && validMinutes(e.data.minutes)) {
        this.#timer.setMinutes(e.data.minutes)
      }
    })
  }

  /** Runs `listener` on every lock of this tab (its own, auto, another tab's): what dies with the session. */
  onLock(listener: () => void): void {
    this.#onLock.push(listener)
  }

  /** The open wallet, or null while locked. */
  get unlocked(): Unlocked | null {
    return this.#unlocked
  }

  /** How many locks happened so far: a call reads it when it is made and compares it after its slow work. */
  get locks(): number {
    return this.#locks
  }

  /** Throws VaultLockedError when a lock happened since the count was `locks`: the lock wins. */
  noLockSince(locks: number): void {
    if (this.#locks !== locks) throw new VaultLockedError({ details: 'locked during the call' })
  }

  get autoLockMinutes(): number {
    return this.#timer.minutes
  }

  /** The stored setting, read back when the worker starts: this tab only (every tab reads the same storage). */
  loadAutoLockMinutes(minutes: number): void {
    this.#timer.setMinutes(minutes)
  }

  /** Sets the inactivity delay here and in every other tab (RangeError unless 1–1440 whole minutes). */
  setAutoLockMinutes(minutes: number): void {
    this.#timer.setMinutes(minutes)
    this.#channel?.postMessage({ type: 'autoLock', minutes } satisfies VaultBroadcast)
  }

  /** Tells every tab (this one's page too) that the wallet's account list changed. */
  announceAccounts(): void {
    this.#channel?.postMessage({ type: 'accounts' } satisfies VaultBroadcast)
  }

  /** Locks this tab and tells every other tab to lock too; `gone` once the wallet was set aside or removed. */
  lock(gone?: 'aside' | 'removed'): void {
    this.#locks++
    this.drop()
    this.#channel?.postMessage({ type: 'lock', gone } satisfies VaultBroadcast)
  }

  /** Locks every tab when the wall-clock deadline passed (a laptop that slept); runs first in every call. */
  expire(): void {
    if (this.#timer.expired()) this.lock()
  }

  /**
   * Restarts the inactivity deadline of an open wallet, for activity the app's page reports (a tap, a key, a
   * signature of a review confirmed in the frame): at most {@link TOUCH_SPAN_MINUTES} (or the person's own
   * auto-lock time, if longer) after their last gesture in a signer's frame. Any script on the app's page can
   * report activity; without the bound, one that did so every few minutes kept the vault open all day.
   */
  touch(): void {
    if (!this.#unlocked) return
    const span = Math.max(TOUCH_SPAN_MINUTES, this.#timer.minutes) * 60_000
    this.#timer.start(this.#gestureAt + span)
  }

  /** The person acted in a signer's frame (a review confirmed there): the deadline and its bound restart. */
  gesture(): void {
    if (!this.#unlocked) return
    this.#gestureAt = this.#now()
    this.#timer.start()
  }

  /**
   * Opens a wallet in this tab, keeping copies of its secrets (the caller zeroes its own), unless a lock
   * happened since the count was `locks` (VaultLockedError; the tab stays locked).
   */
  open(keys: ParsedSecret, address: Address, locks: number, record: VaultRecord) {
    this.noLockSince(locks)
    this.drop()
    this.#unlocked = {
      privateKey: keys.privateKey.slice(),
      entropy: keys.entropy?.slice() ?? null,
      address,
      record,
    }
    this.#gestureAt = this.#now()
    this.#timer.start()
  }

  /**
   * The open seed's accounts node (m/44'/60'/0'/0), derived once per session; null for a wallet imported with
   * a private key. VaultLockedError when locked, or when a lock came while it was being derived.
   */
  async accountsNode(): Promise<HDKey | null> {
    const unlocked = this.#unlocked
    if (!unlocked) throw new VaultLockedError()
    if (!unlocked.entropy) return null
    if (this.#node?.of !== unlocked) this.#node = { of: unlocked, node: deriveAccountsNode(unlocked.entropy) }
    const node = await this.#node.node
    if (this.#unlocked !== unlocked) throw new VaultLockedError({ details: 'locked during the call' })
    return node
  }

  /**
   * The address of the open wallet's account `index`, derived from its seed (account 0 of a key wallet is its
   * own address; a key wallet has no other). Null when there is no such account.
   */
  async accountAddress(index: number): Promise<Address | null> {
    const unlocked = this.#unlocked
    if (!unlocked) throw new VaultLockedError()
    if (index === 0) return unlocked.address
    const node = await this.accountsNode()
    if (!node) return null
    let address = this.#derived.get(index)
    if (!address) {
      address = accountAddress(node, index)
      this.#derived.set(index, address)
    }
    return address
  }

  /** Zeroes and forgets the secrets of this tab without telling the others. */
  drop(): void {
    if (this.#unlocked) {
      zero(this.#unlocked.privateKey)
      zero(this.#unlocked.entropy)
    }
    if (this.#node) {
      void this.#node.node.then(
        (node) => node.wipePrivateData(),
        () => {},
      )
      this.#node = null
    }
    this.#derived.clear()
    this.#unlocked = null
    this.#timer.stop()
    for (const listener of this.#onLock) listener()
  }
}

import type { Address } from 'viem'
import type { VaultBroadcast } from '../vaultApi'
import { AutoLockTimer, type Clock } from './autoLock'
import { zero } from './bytes'
import type { SealingKey } from './keystore'
import type { ParsedSecret } from './parseSecret'

/** The open wallet of this tab: copies of its secrets, zeroed on lock. */
export type Unlocked = {
  privateKey: Uint8Array
  entropy: Uint8Array | null
  address: Address
  sealing: SealingKey
}

/** The token and address of the last create while its wallet is open. */
type Created = { token: string; address: Address }

/**
 * Whether this tab's vault is open, and until when. Every lock (manual, auto, another tab's) is counted, so
 * an unlock started before one knows it lost; the wall-clock deadline locks a vault whose timer never fired.
 * Lives only inside the worker's Vault, behind a private field: nothing here crosses Comlink.
 */
export class VaultSession {
  #unlocked: Unlocked | null = null
  #created: Created | null = null
  #locks = 0
  readonly #onLock: (() => void)[] = []
  readonly #timer: AutoLockTimer
  readonly #channel: BroadcastChannel | null

  constructor(channel: BroadcastChannel | null, now?: Clock) {
    this.#channel = channel
    this.#timer = new AutoLockTimer(() => this.lock(), now)
    channel?.addEventListener('message', (e: MessageEvent<VaultBroadcast>) => {
      if (e.data?.type !== 'lock') return
      this.#locks++
      this.drop()
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

  /** The last create's token while its wallet is open; forgotten on lock. */
  get created(): Created | null {
    return this.#created
  }

  set created(created: Created | null) {
    this.#created = created
  }

  /** How many locks happened so far: an unlock compares it before and after its slow work. */
  get locks(): number {
    return this.#locks
  }

  get autoLockMinutes(): number {
    return this.#timer.minutes
  }

  setAutoLockMinutes(minutes: number): void {
    this.#timer.setMinutes(minutes)
  }

  /** Locks this tab and tells every other tab to lock too. */
  lock(): void {
    this.#locks++
    this.drop()
    this.#channel?.postMessage({ type: 'lock' } satisfies VaultBroadcast)
  }

  /** Locks every tab when the wall-clock deadline passed (a laptop that slept); runs first in every call. */
  expire(): void {
    if (this.#timer.expired()) this.lock()
  }

  /** Restarts the inactivity deadline of an open wallet. */
  touch(): void {
    if (this.#unlocked) this.#timer.start()
  }

  /** Opens a wallet in this tab, keeping copies of its secrets (the caller zeroes its own). */
  open(keys: ParsedSecret, address: Address, sealing: SealingKey) {
    this.drop()
    this.#unlocked = {
      privateKey: keys.privateKey.slice(),
      entropy: keys.entropy?.slice() ?? null,
      address,
      sealing,
    }
    this.#timer.start()
  }

  /** Zeroes and forgets the secrets and the create token of this tab without telling the others. */
  drop(): void {
    if (this.#unlocked) {
      zero(this.#unlocked.privateKey)
      zero(this.#unlocked.entropy)
    }
    this.#unlocked = null
    this.#created = null
    this.#timer.stop()
    for (const listener of this.#onLock) listener()
  }
}

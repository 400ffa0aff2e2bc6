import { DEFAULT_AUTO_LOCK_MINUTES } from '../../domain/vault/autoLock'

export { DEFAULT_AUTO_LOCK_MINUTES }

/** A clock in milliseconds since the epoch; tests inject their own. */
export type Clock = () => number

/**
 * A restartable inactivity deadline. The timer locks a vault that stays awake; the wall-clock deadline,
 * which the vault checks at the start of every call, locks one whose timer never fired because the
 * laptop slept (timers pause in sleep, the wall clock does not).
 */
export class AutoLockTimer {
  #minutes = DEFAULT_AUTO_LOCK_MINUTES
  #timer: ReturnType<typeof setTimeout> | undefined
  #deadline: number | null = null
  readonly #onExpire: () => void
  readonly #now: Clock

  constructor(onExpire: () => void, now: Clock = Date.now) {
    this.#onExpire = onExpire
    this.#now = now
  }

  get minutes(): number {
    return this.#minutes
  }

  setMinutes(minutes: number): void {
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
      throw new RangeError('auto-lock minutes must be an integer from 1 to 1440')
    }
    this.#minutes = minutes
    if (this.#deadline !== null) this.start()
  }

  /** Whether a running deadline has passed by the wall clock. */
  expired(): boolean {
    return this.#deadline !== null && this.#now() >= this.#deadline
  }

  /**
   * Restarts the deadline `minutes` from now, or at `limit` (a wall-clock time) if that comes first; a limit
   * already passed locks at once.
   */
  start(limit = Number.POSITIVE_INFINITY): void {
    this.stop()
    const now = this.#now()
    this.#deadline = Math.min(now + this.#minutes * 60_000, limit)
    if (this.#deadline <= now) {
      this.#deadline = null
      this.#onExpire()
      return
    }
    this.#timer = setTimeout(this.#onExpire, this.#deadline - now)
  }

  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
    this.#deadline = null
  }
}

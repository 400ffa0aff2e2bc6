/** Default inactivity before the vault locks itself (minutes). */
export const DEFAULT_AUTO_LOCK_MINUTES = 15

/** A restartable inactivity timer. */
export class AutoLockTimer {
  #minutes = DEFAULT_AUTO_LOCK_MINUTES
  #timer: ReturnType<typeof setTimeout> | undefined
  readonly #onExpire: () => void

  constructor(onExpire: () => void) {
    this.#onExpire = onExpire
  }

  get minutes(): number {
    return this.#minutes
  }

  setMinutes(minutes: number): void {
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
      throw new RangeError('auto-lock minutes must be an integer from 1 to 1440')
    }
    this.#minutes = minutes
    if (this.#timer !== undefined) this.start()
  }

  start(): void {
    this.stop()
    this.#timer = setTimeout(this.#onExpire, this.#minutes * 60_000)
  }

  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
    this.#timer = undefined
  }
}

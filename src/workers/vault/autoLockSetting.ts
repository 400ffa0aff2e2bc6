import { get, set, type UseStore } from 'idb-keyval'
import { DEFAULT_AUTO_LOCK_MINUTES } from '../../domain/vault/autoLock'

/**
 * The signer's storage key of the auto-lock setting (whole minutes): a device setting, kept beside the sealed
 * wallet on the signer's origin, which no script of the app's page reaches (DESIGN.md §3). The app's old
 * `autoLockMinutes` in its localStorage is not read any more.
 */
export const AUTO_LOCK_SETTING_KEY = 'auto-lock-minutes'

/** Whole minutes from 1 to 1440: the only auto-lock settings stored, read back or taken from another tab. */
export const validAutoLockMinutes = (minutes: unknown): minutes is number =>
  typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440

/** The stored setting, or undefined when none (or anything else) is stored: the default then rules. */
export async function readAutoLockSetting(store?: UseStore): Promise<number | undefined> {
  const stored: unknown = await get(AUTO_LOCK_SETTING_KEY, store)
  return validAutoLockMinutes(stored) ? stored : undefined
}

/** Stores the setting (RangeError unless 1–1440 whole minutes). */
export async function writeAutoLockSetting(minutes: number, store?: UseStore): Promise<void> {
  if (!validAutoLockMinutes(minutes))
    throw new RangeError('auto-lock minutes must be an integer from 1 to 1440')
  await set(AUTO_LOCK_SETTING_KEY, minutes, store)
}

/**
 * The auto-lock an earlier version kept in the app's localStorage, handed over once (vault/handover.ts). Any
 * script of the app's page can write that value, so it is taken only where it cannot keep a vault open longer:
 * while the signer stores no setting yet, and only when it is shorter than the default (a person who chose 1 or
 * 5 minutes keeps them; 30, 60 or a planted 1440 give way to the default, to be chosen again in the frame).
 * Answers whether it was taken.
 *
 * @example
 * await adoptStricterAutoLock(5) // true on the first visit after the update, then false
 */
export async function adoptStricterAutoLock(minutes: unknown, store?: UseStore): Promise<boolean> {
  if (!validAutoLockMinutes(minutes) || minutes >= DEFAULT_AUTO_LOCK_MINUTES) return false
  if ((await readAutoLockSetting(store)) !== undefined) return false
  await writeAutoLockSetting(minutes, store)
  return true
}

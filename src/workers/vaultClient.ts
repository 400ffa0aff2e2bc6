import { type Remote, wrap } from 'comlink'
import { registerErrorTransfer } from './errorTransfer'
import { DEFAULT_AUTO_LOCK_MINUTES } from './vault/autoLock'
import { VAULT_CHANNEL, type VaultApi, type VaultBroadcast } from './vaultApi'

let remote: Remote<VaultApi> | undefined

/** localStorage key of the auto-lock setting (minutes). */
export const AUTO_LOCK_KEY = 'autoLockMinutes'

/** The stored auto-lock setting, or the default of 15 minutes. */
export function autoLockMinutes(): number {
  const stored = Number(globalThis.localStorage?.getItem(AUTO_LOCK_KEY))
  return Number.isInteger(stored) && stored >= 1 && stored <= 1440 ? stored : DEFAULT_AUTO_LOCK_MINUTES
}

/**
 * The key vault worker of this tab, started on first use (so the first screen does not pay for the crypto
 * libraries). Errors thrown in the worker arrive as our own classes.
 *
 * @example
 * const { address } = await getVault().unlock(password)
 */
export function getVault(): Remote<VaultApi> {
  if (!remote) {
    registerErrorTransfer()
    const worker = new Worker(new URL('./vault.worker.ts', import.meta.url), {
      type: 'module',
      name: 'vault',
    })
    remote = wrap<VaultApi>(worker)
    void remote.setAutoLockMinutes(autoLockMinutes())
    if (typeof window !== 'undefined') trackActivity(window)
  }
  return remote
}

/** This tab's vault worker if something already started it, else undefined (nothing is started here). */
export function startedVault(): Remote<VaultApi> | undefined {
  return remote
}

/**
 * Calls `onLock` whenever any tab's vault locks (manual lock, auto-lock, log out, delete). Returns the
 * unsubscribe function.
 */
export function onVaultLocked(onLock: () => void): () => void {
  const channel = new BroadcastChannel(VAULT_CHANNEL)
  channel.onmessage = (e: MessageEvent<VaultBroadcast>) => {
    if (e.data?.type === 'lock') onLock()
  }
  return () => channel.close()
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Pushes the auto-lock deadline back on user activity, at most once every 30 s. Returns a stop function.
 */
export function trackActivity(target: EventTarget = window, throttleMs = 30_000): () => void {
  let last = 0
  const onActivity = () => {
    const now = Date.now()
    if (now - last < throttleMs) return
    last = now
    void getVault().touch()
  }
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { passive: true })
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity)
  }
}

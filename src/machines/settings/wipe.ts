import { clear } from 'idb-keyval'

let wiping: Promise<void> | null = null

/**
 * Borrar datos' end on the app's origin (spec §4): its IndexedDB, localStorage and sessionStorage cleared, then
 * a reload. Once per page, whichever asks first: the settings panel as the removal frame answers, or the
 * session as the signer's lock says the wallet was removed (boot.tsx), which can come first and take the panel
 * away. A wipe that failed (storage refused) can be asked for again.
 */
export function wipeAndReload(): Promise<void> {
  wiping ??= (async () => {
    await clear()
    localStorage.clear()
    sessionStorage.clear()
    window.location.reload()
  })().catch((error: unknown) => {
    wiping = null
    throw error
  })
  return wiping
}

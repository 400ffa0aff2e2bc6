import type { Address } from 'viem'
import { fromCallback, fromPromise } from 'xstate'
import { readLegacyWallet, removeLeftoverLegacy } from '../../workers/legacyWallet'
import { VAULT_CHANNEL, type WalletKind } from '../../workers/vaultApi'

export type UsernameStoreEvent = { type: 'user.write'; username: string | null }

/** What a page load can know of the stored wallet before any password: it exists, its address, its kind. */
export type StoredWallet = { exists: boolean; address: Address | null; kind: WalletKind | null }

const USER_KEY = 'user'

function readUsername(): string | null {
  try {
    return globalThis.localStorage?.getItem(USER_KEY) ?? null
  } catch {
    return null
  }
}

function writeUsername(username: string | null) {
  try {
    if (username === null) globalThis.localStorage?.removeItem(USER_KEY)
    else globalThis.localStorage?.setItem(USER_KEY, username)
  } catch (error) {
    console.warn('[session] could not store the user name', error)
  }
}

const vault = () => import('../../workers/vaultClient').then((m) => m.getVault())

/**
 * The session's I/O: what the signer says is stored, unlocking and locking the vault, the user name in
 * localStorage and the lock other tabs announce. Tests replace them with `sessionMachine.provide({ actors })`.
 */
export const sessionActors = {
  /**
   * A fresh page always starts locked (the worker holding keys is new). What is stored lives on the signer's
   * origin (DESIGN.md §3), so its public part comes from the signer's page (which reads it without starting
   * the key worker), never from this origin's storage, which any script on the page could write or delete.
   */
  readVaultStatus: fromPromise<StoredWallet>(async () => {
    const { storedWallet } = await import('../../workers/vaultClient')
    const status = await storedWallet()
    if (status.exists) return { exists: true, address: status.address, kind: status.kind }
    // A plaintext wallet of an earlier version counts as a locked one: /unlock offers to seal it.
    const legacy = readLegacyWallet()
    return legacy
      ? { exists: true, address: legacy.address, kind: null }
      : { exists: false, address: null, kind: null }
  }),
  /**
   * Waits for the person to unlock in the signer's frame (the app never holds the password), then removes a
   * leftover plaintext copy of the same wallet (legacyWallet.ts).
   */
  awaitUnlock: fromPromise<{ address: Address }>(async () => {
    const remote = await vault()
    const result = await remote.requestUnlock()
    // The moment the worker answered, for the performance panel and `npm run bench -- unlock`.
    performance.mark('billetera:vault-unlocked')
    await removeLeftoverLegacy(remote)
    return result
  }),
  lockVault: fromPromise<void>(async () => (await vault()).lock()),
  /** The caller (settings) has already removed the vault with its password; lock every tab. */
  forgetVault: fromPromise<void>(async () => (await vault()).lock()),
  /**
   * The user name in localStorage: read as the session starts (so it is there before the first screen
   * renders), written when it changes.
   */
  usernameStore: fromCallback<UsernameStoreEvent>(({ sendBack, receive }) => {
    sendBack({ type: 'user.read', username: readUsername() })
    receive((event) => writeUsername(event.username))
  }),
  /**
   * Tells this tab when another tab (or the auto-lock timer) locked the vault, and when a signer's frame set
   * the wallet aside or removed it (the lock says `gone`): then the session forgets it at once, whether or not
   * the frame's own answer still reaches the screen that framed it.
   */
  watchVaultLock: fromCallback(({ sendBack }) => {
    if (typeof BroadcastChannel === 'undefined') return
    // Every tab's vault worker posts `lock` on this channel.
    const channel = new BroadcastChannel(VAULT_CHANNEL)
    channel.onmessage = (message: MessageEvent<{ type?: string; gone?: unknown }>) => {
      if (message.data?.type !== 'lock') return
      // A log out or delete in a signer's frame (this tab's or another's): the wallet is gone, not locked.
      const gone = message.data.gone
      if (gone === 'aside' || gone === 'removed')
        sendBack({ type: 'wallet.forgotten', removed: gone === 'removed' })
      else sendBack({ type: 'vault.lockedElsewhere' })
    }
    return () => channel.close()
  }),
}

import { clear, createStore, get, type UseStore } from 'idb-keyval'
import {
  ARCHIVE_KEY,
  type ArchivedRecord,
  VAULT_KEY,
  type VaultRecord,
} from '../../src/workers/vault/keystore'
import { Vault } from '../../src/workers/vault/vault'

export const PASSWORD = 'correct horse battery'
export const OTHER_PASSWORD = 'otra clave muy larga'
export const JUNK = 'test test test test test test test test test test test junk'
export const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Anvil's second account: another wallet. */
export const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
export const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A vault alone in this page (no channel), on an IndexedDB database of the test file's own. */
export function isolatedVault(database: string, options: { now?: () => number } = {}) {
  const store = createStore(database, 'vault')
  const vault = new Vault({ channel: null, store, ...options })
  return { vault, store }
}

/** What the store holds: the sealed wallet and the archive, exactly as stored. */
export async function snapshot(store: UseStore) {
  return {
    current: await get<VaultRecord>(VAULT_KEY, store),
    archive: (await get<ArchivedRecord[]>(ARCHIVE_KEY, store)) ?? [],
  }
}

/** Locks the vault and empties its store: the start of a test. */
export async function reset(vault: Vault, store: UseStore): Promise<void> {
  await vault.lock()
  await clear(store)
}

type Pbkdf2Call = 'deriveKey' | 'deriveBits'

/**
 * Runs `action` while the next PBKDF2 of WebCrypto's `call` is running: right after it starts, before it
 * resolves. Answers whether that happened (a test whose call never reached a PBKDF2 proves nothing).
 * WebCrypto is patched on this page only, and restored by `restore`.
 */
export function duringPbkdf2(call: Pbkdf2Call, action: () => unknown) {
  const subtle = crypto.subtle as unknown as Record<Pbkdf2Call, unknown>
  const original = subtle[call] as (...args: unknown[]) => Promise<unknown>
  let fired = false
  subtle[call] = (...args: unknown[]) => {
    const running = original.apply(subtle, args)
    const algorithm = args[0] as { name?: string }
    if (!fired && algorithm?.name === 'PBKDF2') {
      fired = true
      void action()
    }
    return running
  }
  return {
    fired: () => fired,
    restore: () => {
      delete (subtle as Partial<Record<Pbkdf2Call, unknown>>)[call]
    },
  }
}

/** Locks `vault` (as auto-lock or another tab would) while the next PBKDF2 of `call` runs. */
export const lockDuringPbkdf2 = (vault: Vault, call: Pbkdf2Call) => duringPbkdf2(call, () => vault.lock())

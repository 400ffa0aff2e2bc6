import type { KeystoreNames } from '../domain/signer/keystore'
import { own } from './ownVault'

/**
 * The keystore screens beside the signer page that holds the key worker (step 4; src/domain/signer/keystore.ts),
 * through that page's own port, in a chunk of its own that only those screens load: `read` names the wallet the
 * screen acts on (archived wallet `archived`, or the stored one) and the stored wallet an open would set aside;
 * `export` answers the keystore file's text, made by the worker under the password it checked (the stored
 * wallet's, or the archived wallet's own); `reopen` makes archived wallet `archived` the open one with its own
 * password. WrongPasswordError, NoVaultError or VaultLockedError by name otherwise, nothing changed. The app's
 * port refuses `exportKeystore`, `exportArchived` and `reopenArchived`: the file and the password stay here.
 */
export async function keystoreWith(
  port: MessagePort,
  op: unknown,
  archived: unknown,
  password?: unknown,
): Promise<KeystoreNames | string | { address: string }> {
  const vault = own(port)
  const id = typeof archived === 'string' && /^[0-9a-f]{32}$/.test(archived) ? archived : null
  if (op === 'read') {
    const stored = (await vault.status()).address
    const wallet = id ? (await vault.listArchived()).find((w) => w.id === id)?.address : stored
    if (!wallet) throw Object.assign(new Error('no such wallet'), { name: 'NoVaultError' })
    return { wallet, setAside: id ? stored : null }
  }
  if (typeof password !== 'string' || password === '') throw new TypeError('a password')
  if (op === 'export') return id ? vault.exportArchived(id, password) : vault.exportKeystore(password)
  if (op === 'reopen' && id) return vault.reopenArchived(id, password)
  throw new TypeError('export or reopen')
}

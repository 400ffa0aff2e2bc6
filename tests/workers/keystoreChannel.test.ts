import { wrap } from 'comlink'
import { get } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { keystoreWith } from '../../src/signer/ownKeystore'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { toHex } from '../../src/workers/vault/bytes'
import { ARCHIVE_KEY, VAULT_KEY } from '../../src/workers/vault/keystore'
import { decryptKeystoreV3 } from '../../src/workers/vault/keystoreV3'
import type { WorkerConnect } from '../../src/workers/vault.worker'
import type { VaultApi } from '../../src/workers/vaultApi'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED } from './signerChannels'

/**
 * Issue 41, docs/signer-plan.md step 4: the keystore file (Respaldar, and an archived wallet's Descargar) and the
 * reopening of an archived wallet (issue 41 item 5: "needs only the archived wallet's password") happen only on
 * the signer page's own port, from its keystore screens. The app's port refuses `exportKeystore`,
 * `exportArchived` and `reopenArchived` even with the right passwords: no script of the app's page gets the
 * file, learns whether a password is right, or swaps the open wallet. The signer page's `keystoreWith`
 * (src/signer/ownVault.ts) is what those screens call, on the own port.
 */
registerErrorTransfer()

// A key worker as the signer's page starts it: the app's port, and the page's own, whose raw end goes to
// keystoreWith exactly as src/signer/main.ts hands it over.
const worker = new Worker(new URL('../../src/workers/vault.worker.ts', import.meta.url), {
  type: 'module',
  name: 'vault',
})
const appChannel = new MessageChannel()
const ownChannel = new MessageChannel()
worker.postMessage(
  { type: 'connect', port: appChannel.port1, own: ownChannel.port1 } satisfies WorkerConnect,
  [appChannel.port1, ownChannel.port1],
)
const app = wrap<VaultApi>(appChannel.port2)
const own = ownChannel.port2
const signer = wrap<VaultApi>(own)

const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER_PASSWORD = 'otra clave distinta'
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The stored wallet and the archive exactly as the signer's storage holds them. */
const stored = async () =>
  JSON.stringify([await get(VAULT_KEY), await get(ARCHIVE_KEY)], (_, v) =>
    v instanceof Uint8Array ? [...v] : v,
  )
/** How a call failed, by name (the signer page's own error transfer names the worker's errors). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (error: { name?: unknown }) => error.name,
  )

afterAll(() => resetVault(signer))

describe('keystore file and archived wallets', () => {
  /** The first wallet set aside in the archive under PASSWORD; the second stored and open under OTHER_PASSWORD. */
  let archived = ''
  beforeEach(async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
    await signer.signOut(PASSWORD)
    await signer.setPassword(OTHER_PASSWORD)
    await signer.importPrivateKey(OTHER_KEY)
    archived = (await signer.listArchived())[0]?.id ?? ''
    expect(archived).toMatch(/^[0-9a-f]{32}$/)
  })

  it('are refused on the app’s channel with the right passwords, wallet open; nothing stored changes', async () => {
    const before = await stored()
    await expect(app.exportKeystore(OTHER_PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.exportArchived(archived, PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.reopenArchived(archived, PASSWORD)).rejects.toMatchObject(REFUSED)
    expect(await stored()).toBe(before)
    expect(await app.status()).toMatchObject({ unlocked: true, address: OTHER_ADDRESS })
  })

  it('the signer page’s keystoreWith names the wallets from the worker, never from its caller', async () => {
    expect(await keystoreWith(own, 'read', null)).toEqual({ wallet: OTHER_ADDRESS, setAside: null })
    expect(await keystoreWith(own, 'read', archived)).toEqual({ wallet: ADDRESS, setAside: OTHER_ADDRESS })
    expect(await failure(keystoreWith(own, 'read', 'f'.repeat(32)))).toBe('NoVaultError')
  })

  it('exports on the own port only with the right password, a file the keystore reader opens with it', async () => {
    const before = await stored()
    expect(await failure(keystoreWith(own, 'export', null, PASSWORD))).toBe('WrongPasswordError')
    expect(await failure(keystoreWith(own, 'export', archived, OTHER_PASSWORD))).toBe('WrongPasswordError')
    expect(await failure(keystoreWith(own, 'export', null, ''))).toBe('TypeError')
    const file = String(await keystoreWith(own, 'export', null, OTHER_PASSWORD))
    expect(toHex(await decryptKeystoreV3(file, OTHER_PASSWORD))).toBe(OTHER_KEY)
    const archivedFile = String(await keystoreWith(own, 'export', archived, PASSWORD))
    expect(toHex(await decryptKeystoreV3(archivedFile, PASSWORD))).toBe(KEY)
    expect(await stored()).toBe(before)
  })

  it('reopens on the own port only with the archived wallet’s own password; the stored one goes to the archive', async () => {
    const before = await stored()
    expect(await failure(keystoreWith(own, 'reopen', archived, OTHER_PASSWORD))).toBe('WrongPasswordError')
    expect(await failure(keystoreWith(own, 'reopen', null, PASSWORD))).toBe('TypeError')
    expect(await stored()).toBe(before)
    expect(await keystoreWith(own, 'reopen', archived, PASSWORD)).toEqual({ address: ADDRESS })
    expect(await app.status()).toMatchObject({ unlocked: true, address: ADDRESS })
    expect((await app.listArchived()).map((w) => w.address)).toEqual([OTHER_ADDRESS])
  })
})

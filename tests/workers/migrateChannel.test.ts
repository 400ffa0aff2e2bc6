import { wrap } from 'comlink'
import { get } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { migrateWith } from '../../src/signer/ownMigrate'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { ARCHIVE_KEY, VAULT_KEY } from '../../src/workers/vault/keystore'
import type { WorkerConnect } from '../../src/workers/vault.worker'
import type { VaultApi } from '../../src/workers/vaultApi'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED } from './signerChannels'

/**
 * Issue 41, docs/signer-plan.md step 4: an earlier version's plaintext wallet is sealed with a new password typed
 * in the signer's migration screen only. The app's port refuses `migrateLegacy`, even with a good password and a
 * good wallet: no script of the app's page chooses the vault's password (nor learns the one the person chose).
 * The signer page's `migrateWith` (src/signer/ownMigrate.ts), on its own port, seals the first wallet, then the
 * others into the archive, and says which it sealed.
 */
registerErrorTransfer()

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
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const legacy = (privateKey: string, address: string) =>
  JSON.stringify({ address, privateKey, mnemonic: null })
const FIRST = legacy(KEY, ADDRESS)
const SECOND = legacy(OTHER_KEY, OTHER_ADDRESS)
/** Its key and address disagree: the worker refuses to seal it. */
const BROKEN = legacy(KEY, OTHER_ADDRESS)
const stored = async () => [await get(VAULT_KEY), await get(ARCHIVE_KEY)]
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (error: { name?: unknown }) => error.name,
  )

beforeEach(() => resetVault(signer))
afterAll(() => resetVault(signer))

describe('the legacy migration', () => {
  it('is refused on the app’s channel with a good password and wallet; nothing is stored', async () => {
    await expect(app.migrateLegacy(PASSWORD, FIRST)).rejects.toMatchObject(REFUSED)
    expect(await stored()).toEqual([undefined, undefined])
    expect((await app.status()).exists).toBe(false)
  })

  it('the signer page’s migrateWith seals the first as the wallet and the others into the archive, naming each', async () => {
    expect(await migrateWith(own, PASSWORD, [FIRST, SECOND, FIRST, BROKEN])).toEqual({
      address: ADDRESS,
      done: [0, 1, 2],
      kept: [3],
    })
    expect(await app.status()).toMatchObject({ exists: true, unlocked: true, address: ADDRESS })
    expect((await app.listArchived()).map((w) => w.address)).toEqual([OTHER_ADDRESS])
    expect(await signer.reopenArchived((await app.listArchived())[0]?.id ?? '', PASSWORD)).toEqual({
      address: OTHER_ADDRESS,
    })
  })

  it('a first wallet whose parts disagree, or no password, seals nothing', async () => {
    expect(await failure(migrateWith(own, PASSWORD, [BROKEN, SECOND]))).toBe('LegacyMismatchError')
    expect(await failure(migrateWith(own, '', [FIRST]))).toBe('TypeError')
    expect(await failure(migrateWith(own, PASSWORD, []))).toBe('TypeError')
    expect(await stored()).toEqual([undefined, undefined])
  })
})

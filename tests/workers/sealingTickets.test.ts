import { clear, createStore, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { PasswordNotSetError, VaultCorruptError, WrongPasswordError } from '../../src/domain/errors'
import { randomBytes } from '../../src/workers/vault/bytes'
import { ARCHIVE_KEY, deriveSealingKey, seal } from '../../src/workers/vault/keystore'
import { Vault } from '../../src/workers/vault/vault'
import {
  JUNK,
  JUNK_ADDRESS,
  JUNK_KEY,
  OTHER_ADDRESS,
  OTHER_KEY,
  OTHER_PASSWORD,
  PASSWORD,
  snapshot,
} from './vaultHarness'

/**
 * Which password a new wallet is sealed with, and which one proves the open wallet, when several callers (the
 * app, a script on the page, another tab's worker on the same storage) act at once.
 */
const store = createStore('billetera-test-sealing-tickets', 'vault')
/** Two tabs' workers on one device: one storage, no channel between them (nothing locks the other). */
const tabA = new Vault({ channel: null, store })
const tabB = new Vault({ channel: null, store })
const SCRIPT_PASSWORD = 'a script on the page chose this'

beforeEach(async () => {
  await tabA.lock()
  await tabB.lock()
  await clear(store)
})

describe('the first wallet of a device', () => {
  it('is sealed with the sign-up password its caller names, not with one a script set after it', async () => {
    const mine = await tabA.setPassword(PASSWORD)
    await tabA.setPassword(SCRIPT_PASSWORD)
    const { address } = await tabA.importPrivateKey(JUNK_KEY, { sealWith: mine })
    await tabA.lock()
    await expect(tabA.unlock(SCRIPT_PASSWORD)).rejects.toBeInstanceOf(WrongPasswordError)
    expect(await tabA.unlock(PASSWORD)).toEqual({ address })
  })

  it('is not sealed at all when two sign-up passwords wait and none is named', async () => {
    await tabA.setPassword(PASSWORD)
    await tabA.setPassword(SCRIPT_PASSWORD)
    await expect(tabA.create(crypto.randomUUID())).rejects.toBeInstanceOf(PasswordNotSetError)
    expect(await snapshot(store)).toEqual({ current: undefined, archive: [] })
  })

  it('refuses a ticket the worker does not hold instead of sealing with another password', async () => {
    await tabA.setPassword(PASSWORD)
    const unknown = { sealWith: 'a ticket nobody was given' }
    await expect(tabA.importMnemonic(JUNK, unknown)).rejects.toBeInstanceOf(PasswordNotSetError)
    const spent = await tabA.setPassword(PASSWORD)
    await tabA.importMnemonic(JUNK, { sealWith: spent })
    await tabA.lock()
    // Used: a second wallet cannot be sealed under it.
    await expect(
      tabA.importPrivateKey(OTHER_KEY, { password: PASSWORD, sealWith: spent }),
    ).rejects.toBeInstanceOf(PasswordNotSetError)
  })
})

describe('another tab on the same device', () => {
  it('re-sealed the open wallet under a new password (¿Olvidaste tu contraseña?): here both passwords prove it', async () => {
    await tabA.setPassword(PASSWORD)
    await tabA.importPrivateKey(JUNK_KEY)
    await tabB.restore(JUNK_KEY, OTHER_PASSWORD, { allowDifferent: false })
    await tabA.setRecipientGuard(OTHER_PASSWORD, { enabled: true, limitUsd: 60 })
    await tabA.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: 100 })
    await expect(
      tabA.setRecipientGuard('neither of them', { enabled: false, limitUsd: 0 }),
    ).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it('stored another wallet: replacing it here asks for the stored wallet’s password, not the stale open one’s', async () => {
    await tabA.setPassword(PASSWORD)
    await tabA.importPrivateKey(JUNK_KEY)
    const chosen = await tabB.setPassword(OTHER_PASSWORD)
    await tabB.importPrivateKey(OTHER_KEY, { password: PASSWORD, sealWith: chosen })
    // Tab A still has the first wallet open; the stored one is the other, sealed under OTHER_PASSWORD.
    await expect(tabA.importMnemonic(JUNK, { password: PASSWORD })).rejects.toBeInstanceOf(WrongPasswordError)
    const { address } = await tabA.importMnemonic(JUNK, { password: OTHER_PASSWORD })
    expect(address).toBe(JUNK_ADDRESS)
    const archived = (await snapshot(store)).archive.map((entry) => entry.record.address)
    expect(archived).toContain(OTHER_ADDRESS)
  })
})

describe('an archived wallet written by a script', () => {
  it('does not open when its secret does not derive the address written on it', async () => {
    const sealing = await deriveSealingKey(SCRIPT_PASSWORD)
    const record = await seal(sealing, randomBytes(32), {
      address: OTHER_ADDRESS,
      kind: 'privateKey',
      created: false,
    })
    await set(ARCHIVE_KEY, [{ id: 'planted', record, archivedAt: 0 }], store)
    await expect(tabA.reopenArchived('planted', SCRIPT_PASSWORD)).rejects.toBeInstanceOf(VaultCorruptError)
    expect((await snapshot(store)).current).toBeUndefined()
    expect((await tabA.status()).unlocked).toBe(false)
  })
})

describe('a lock during sign-up', () => {
  it('ends it: the password chosen before the lock seals nothing after it', async () => {
    const chosen = await tabA.setPassword(PASSWORD)
    await tabA.lock()
    await expect(tabA.create(crypto.randomUUID(), { sealWith: chosen })).rejects.toBeInstanceOf(
      PasswordNotSetError,
    )
    expect(await snapshot(store)).toEqual({ current: undefined, archive: [] })
  })
})

import { clear, del, get, set } from 'idb-keyval'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { VaultCorruptError, WrongPasswordError } from '../../src/domain/errors'
import { randomBytes } from '../../src/workers/vault/bytes'
import { deriveSealingKey, seal, VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { expectSigned, KEY, ME, PASSWORD, STRANGER, testVault, transfer } from './plans'

/**
 * Any script on the page can write IndexedDB: it can put a record there sealed under a password of its own,
 * with the wallet's public address and kind on it. Such a record opens with the script's password, so the
 * worker never takes "the stored record opens" as proof of the open wallet's password (DESIGN.md §3).
 */
const { vault, store } = testVault('forged-record')
const EVIL = 'evil password of the page'
const ETH = 10n ** 18n

/** A record with the real one's public fields, sealed under `password` over `secret`. */
async function forge(real: VaultRecord, password: string, secret = randomBytes(32), iterations?: number) {
  const sealing = await deriveSealingKey(password, randomBytes(16), iterations)
  return seal(sealing, secret, { address: real.address, kind: real.kind, created: real.created })
}

let real: VaultRecord

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
  await vault.setAutoLockMinutes(PASSWORD, 1440)
  real = (await get<VaultRecord>(VAULT_KEY, store)) as VaultRecord
})
beforeEach(async () => {
  await set(VAULT_KEY, real, store)
  if (!(await vault.status()).unlocked) await vault.unlock(PASSWORD)
})
afterAll(async () => {
  await set(VAULT_KEY, real, store)
  await vault.forget(PASSWORD)
})

describe('a record the page sealed under its own password', () => {
  it('does not pass for the password at Confirm: a transfer to a new address above US$ 100 stays unsigned', async () => {
    await set(VAULT_KEY, await forge(real, EVIL), store)
    const review = await vault.reviewPlan(transfer('ETH', STRANGER, ETH))
    expect(review.needsPassword).toBe(true)
    await expect(vault.signReviewed(review.id, { nonce: 0, password: EVIL })).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    // The review is still there, and the real password (over the real record) signs it.
    await set(VAULT_KEY, real, store)
    const raws = await vault.signReviewed(review.id, { nonce: 0, password: PASSWORD })
    await expectSigned(raws, transfer('ETH', STRANGER, ETH), 0)
  })

  it('does not pass for the password that turns the new-address rule off', async () => {
    await set(VAULT_KEY, await forge(real, EVIL), store)
    await expect(vault.setRecipientGuard(EVIL, { enabled: false, limitUsd: 0 })).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    await set(VAULT_KEY, real, store)
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 100 })
  })

  it('is not even read: the password is checked against the record this worker opened, kept in its memory', async () => {
    // A record holding another secret under the right password, or no record at all: the open wallet's
    // password is the same, and only it passes.
    await set(VAULT_KEY, await forge(real, PASSWORD), store)
    await expect(vault.setRecipientGuard(EVIL, { enabled: false, limitUsd: 0 })).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    await del(VAULT_KEY, store)
    await expect(vault.setRecipientGuard(EVIL, { enabled: false, limitUsd: 0 })).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    await vault.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: 50 })
    expect(await vault.recipientGuard()).toEqual({ enabled: true, limitUsd: 50 })
    await vault.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: 100 })
  })
})

describe('unlock', () => {
  it('refuses a record whose secret does not derive the address written on it', async () => {
    await vault.lock()
    await set(VAULT_KEY, await forge(real, EVIL), store)
    await expect(vault.unlock(EVIL)).rejects.toBeInstanceOf(VaultCorruptError)
    expect((await vault.status()).unlocked).toBe(false)
  })

  it('refuses a record that asks for fewer or absurdly many PBKDF2 iterations, before deriving anything', async () => {
    await vault.lock()
    for (const iterations of [1, 599_999, 6_000_001, 1e15, Number.NaN]) {
      const tampered = { ...real, kdf: { ...real.kdf, iterations } }
      await set(VAULT_KEY, tampered, store)
      await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(VaultCorruptError)
    }
    await set(VAULT_KEY, real, store)
    await expect(vault.unlock(PASSWORD)).resolves.toEqual({ address: ME })
  })
})

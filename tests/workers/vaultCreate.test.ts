import { get } from 'idb-keyval'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { VaultExistsError } from '../../src/domain/errors'
import { VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { getVault } from '../../src/workers/vaultClient'
import { resetVault } from './resetVault'

const vault = getVault()
const PASSWORD = 'correct horse battery'

/** The address of the sealed record IndexedDB holds: the wallet the next unlock opens. */
const storedAddress = async () => (await get<VaultRecord>(VAULT_KEY))?.address

beforeEach(async () => {
  await resetVault(vault)
  await vault.setPassword(PASSWORD)
})
afterAll(() => resetVault(vault))

describe('create, once per request', () => {
  it('answers two overlapping creates with one token with one wallet, the one stored', async () => {
    const token = crypto.randomUUID()
    const [first, second] = await Promise.all([vault.create(token), vault.create(token)])
    expect(second).toEqual(first)
    expect(mnemonicToAccount(first.mnemonic).address).toBe(first.address)
    expect(await storedAddress()).toBe(first.address)
    expect(await vault.status()).toMatchObject({ exists: true, unlocked: true, address: first.address })
  })

  it('answers a later repeat of the token with the same wallet, and a new token with a new one', async () => {
    const shown = await vault.create('visit-1')
    expect(await vault.create('visit-1')).toEqual(shown)
    expect(await storedAddress()).toBe(shown.address)

    const regenerated = await vault.create('visit-2', { password: PASSWORD })
    expect(regenerated.address).not.toBe(shown.address)
    expect(await storedAddress()).toBe(regenerated.address)
    // The first visit's wallet is gone: its token no longer brings it back, nor replaces the new one silently.
    expect(await vault.create('visit-2')).toEqual(regenerated)
  })

  it('keeps the first wallet when a second token overlaps without the password', async () => {
    const [a, b] = await Promise.allSettled([vault.create('a'), vault.create('b')])
    expect(a.status).toBe('fulfilled')
    expect(b.status === 'rejected' && b.reason).toBeInstanceOf(VaultExistsError)
    expect(await storedAddress()).toBe(a.status === 'fulfilled' ? a.value.address : null)
  })

  it('runs create, import and forget one after another, in the order called', async () => {
    const created = vault.create(crypto.randomUUID())
    const forgotten = vault.forget(PASSWORD)
    await Promise.all([created, forgotten])
    expect(await storedAddress()).toBeUndefined()

    await vault.setPassword(PASSWORD)
    const shown = vault.create(crypto.randomUUID())
    const imported = vault.importPrivateKey(`0x${'11'.repeat(32)}`, { password: PASSWORD })
    const [, { address }] = await Promise.all([shown, imported])
    expect(await storedAddress()).toBe(address)
  })

  it('keeps serving after a failed call in the queue', async () => {
    await expect(vault.importMnemonic('not a phrase')).rejects.toThrow()
    const shown = await vault.create(crypto.randomUUID())
    expect(await storedAddress()).toBe(shown.address)
  })
})

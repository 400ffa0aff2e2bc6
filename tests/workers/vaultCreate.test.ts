import { get } from 'idb-keyval'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { CreateTokenSpentError, VaultExistsError } from '../../src/domain/errors'
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
    const [first, second] = await Promise.allSettled([vault.create(token), vault.create(token)])
    // The words go out once: the second call gets no secret, whichever order they ran in.
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(CreateTokenSpentError)
    const shown = first.status === 'fulfilled' ? first.value : expect.fail('the first create failed')
    expect(mnemonicToAccount(shown.mnemonic).address).toBe(shown.address)
    expect(await storedAddress()).toBe(shown.address)
    expect(await vault.status()).toMatchObject({ exists: true, unlocked: true, address: shown.address })
  })

  it('refuses a later repeat of the token, and makes a new wallet for a new one', async () => {
    const visit = crypto.randomUUID()
    const shown = await vault.create(visit)
    await expect(vault.create(visit)).rejects.toBeInstanceOf(CreateTokenSpentError)
    expect(await storedAddress()).toBe(shown.address)

    const regenerated = await vault.create(crypto.randomUUID(), { password: PASSWORD })
    expect(regenerated.address).not.toBe(shown.address)
    expect(await storedAddress()).toBe(regenerated.address)
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

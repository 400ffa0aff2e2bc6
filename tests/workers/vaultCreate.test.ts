import { get } from 'idb-keyval'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { getVault } from '../../src/workers/vaultClient'

const vault = getVault()
const PASSWORD = 'correct horse battery'

/** The address of the sealed record IndexedDB holds: the wallet the next unlock opens. */
const storedAddress = async () => (await get<VaultRecord>(VAULT_KEY))?.address

beforeEach(async () => {
  await vault.forget()
  await vault.setPassword(PASSWORD)
})
afterAll(async () => {
  await vault.forget()
})

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

    const regenerated = await vault.create('visit-2')
    expect(regenerated.address).not.toBe(shown.address)
    expect(await storedAddress()).toBe(regenerated.address)
    // The first visit's wallet is gone: its token no longer brings it back, nor replaces the new one silently.
    expect(await vault.create('visit-2')).toEqual(regenerated)
  })

  it('stores the wallet of the create called last when two tokens overlap', async () => {
    const finished: string[] = []
    const track = async (token: string) => {
      const wallet = await vault.create(token)
      finished.push(token)
      return wallet
    }
    const [a, b] = await Promise.all([track('a'), track('b')])
    expect(finished).toEqual(['a', 'b'])
    expect(a.address).not.toBe(b.address)
    expect(await storedAddress()).toBe(b.address)
  })

  it('runs create, import and forget one after another, in the order called', async () => {
    const created = vault.create(crypto.randomUUID())
    const forgotten = vault.forget()
    await Promise.all([created, forgotten])
    expect(await storedAddress()).toBeUndefined()

    await vault.setPassword(PASSWORD)
    const shown = vault.create(crypto.randomUUID())
    const imported = vault.importPrivateKey(`0x${'11'.repeat(32)}`)
    const [, { address }] = await Promise.all([shown, imported])
    expect(await storedAddress()).toBe(address)
  })

  it('keeps serving after a failed call in the queue', async () => {
    await expect(vault.importMnemonic('not a phrase')).rejects.toThrow()
    const shown = await vault.create(crypto.randomUUID())
    expect(await storedAddress()).toBe(shown.address)
  })
})

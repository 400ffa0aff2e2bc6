import { get, set } from 'idb-keyval'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { readAccounts } from '../../src/machines/accounts/accountsStoreIO'
import { VAULT_KEY, type VaultRecord } from '../../src/workers/vault/keystore'
import { getVault } from '../../src/workers/vaultClient'
import vectors from '../vectors/accounts.json'
import { resetVault } from './resetVault'

type Address = `0x${string}`

/**
 * What the page's switcher lists, with this tab's real key worker: while the wallet is open, the addresses the
 * worker derives, never the ones IndexedDB holds (any script on the page can write those, and the switcher's
 * "Cuenta 2" is where the user would ask to be paid).
 */
const vault = getVault()
const [junk] = vectors.wallets as [{ mnemonic: string; accounts: Address[] }]
const [ME, SECOND, THIRD] = junk.accounts as [Address, Address, Address]
const PASSWORD = 'correct horse battery'

async function forgeSecond(address: Address) {
  const record = (await get<VaultRecord>(VAULT_KEY)) as VaultRecord
  const accounts = record.accounts?.map((a) => (a.index === 1 ? { ...a, address } : a))
  await set(VAULT_KEY, { ...record, accounts })
}

beforeEach(async () => {
  await resetVault(vault)
  await vault.setPassword(PASSWORD)
  await vault.importMnemonic(junk.mnemonic)
  await vault.addAccount('Segunda')
})
afterAll(() => resetVault(vault))

describe("the switcher's list", () => {
  it("shows the worker's derived address for an account whose stored address was forged", async () => {
    await forgeSecond(THIRD)
    const read = await readAccounts()
    expect(read.accounts?.map((a) => [a.address, a.name])).toEqual([
      [ME, null],
      [SECOND, 'Segunda'],
    ])
  })

  it('is the stored list while the wallet is locked (no wallet screen shows it then)', async () => {
    await forgeSecond(THIRD)
    await vault.lock()
    const read = await readAccounts()
    expect(read.accounts?.map((a) => a.address)).toEqual([ME, THIRD])
  })
})

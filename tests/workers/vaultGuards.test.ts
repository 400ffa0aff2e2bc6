import { del, get, set } from 'idb-keyval'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CreateTokenSpentError,
  DifferentWalletError,
  ImportError,
  VaultExistsError,
  VaultLockedError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../src/domain/errors'
import { fromHex } from '../../src/workers/vault/bytes'
import {
  deriveSealingKey,
  open,
  readArchive,
  seal,
  VAULT_KEY,
  type VaultRecord,
} from '../../src/workers/vault/keystore'
import { getVault } from '../../src/workers/vaultClient'
import { resetVault } from './resetVault'

const vault = getVault()
const PASSWORD = 'correct horse battery'
const OTHER_PASSWORD = 'otra clave muy larga'
const JUNK = 'test test test test test test test test test test test junk'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Anvil's second account: another wallet. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const stored = () => get<VaultRecord>(VAULT_KEY)
const archive = () => readArchive()

/** A stored, unlocked key wallet sealed with PASSWORD, as after sign-up and import. */
async function storeJunk() {
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(JUNK_KEY)
}

beforeEach(() => resetVault(vault))
afterAll(() => resetVault(vault))

describe('replacing a stored wallet needs its password', () => {
  type Replace = { password: string; sealWith?: string }
  const replacements = {
    create: (replace?: Replace) => vault.create(crypto.randomUUID(), replace),
    importMnemonic: (replace?: Replace) => vault.importMnemonic(JUNK.replace('junk', 'junk'), replace),
    importPrivateKey: (replace?: Replace) => vault.importPrivateKey(OTHER_KEY, replace),
  }
  const calls = Object.keys(replacements) as (keyof typeof replacements)[]

  it.each(calls)(
    '%s over a stored wallet: refused without or with a wrong password, done with the right one',
    async (call) => {
      await vault.setPassword(PASSWORD)
      await vault.importPrivateKey(OTHER_KEY.replace('59', '5a'))
      const before = await stored()
      const chosen = await vault.setPassword(OTHER_PASSWORD)
      await expect(replacements[call]()).rejects.toBeInstanceOf(VaultExistsError)
      await expect(
        replacements[call]({ password: 'not the password', sealWith: chosen }),
      ).rejects.toBeInstanceOf(WrongPasswordError)
      expect(await stored()).toEqual(before)
      const { address } = await replacements[call]({ password: PASSWORD, sealWith: chosen })
      expect((await stored())?.address).toBe(address)
      expect(address).not.toBe(before?.address)
      // Sealed with the password chosen for it; the replaced record is kept aside, still encrypted.
      await vault.lock()
      await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(WrongPasswordError)
      expect((await vault.unlock(OTHER_PASSWORD)).address).toBe(address)
      expect((await archive()).map((a) => a.record)).toEqual([before])
    },
  )

  it.each(calls)(
    "%s over a stored wallet is never sealed with a password its caller did not name (a page script's setPassword)",
    async (call) => {
      await vault.setPassword(PASSWORD)
      await vault.importPrivateKey(OTHER_KEY.replace('59', '5a'))
      await vault.setPassword('a script on the page chose this one')
      const { address } = await replacements[call]({ password: PASSWORD })
      // No ticket named: sealed under the password that confirmed the replace, the user's own.
      await vault.lock()
      expect((await vault.unlock(PASSWORD)).address).toBe(address)
    },
  )

  it.each(calls)(
    '%s while a wallet is open needs its password even when a script removed its record from IndexedDB',
    async (call) => {
      await vault.setPassword(PASSWORD)
      const open = await vault.importPrivateKey(OTHER_KEY.replace('59', '5a'))
      await del(VAULT_KEY)
      await expect(replacements[call]()).rejects.toBeInstanceOf(VaultExistsError)
      await expect(replacements[call]({ password: 'not the password' })).rejects.toBeInstanceOf(
        WrongPasswordError,
      )
      // Nothing was sealed under the open session's key for the caller.
      expect(await stored()).toBeUndefined()
      // The open wallet's own password still replaces it, and seals the new one.
      const { address } = await replacements[call]({ password: PASSWORD })
      expect(address).not.toBe(open.address)
      await vault.lock()
      expect((await vault.unlock(PASSWORD)).address).toBe(address)
    },
  )

  it('refuses a bad import over a stored wallet with the stored wallet untouched', async () => {
    await storeJunk()
    const before = await stored()
    await expect(vault.importMnemonic('not a phrase', { password: PASSWORD })).rejects.toBeInstanceOf(
      ImportError,
    )
    expect(await stored()).toEqual(before)
  })
})

describe('the create token', () => {
  it('is single-use: the same token never brings the wallet back nor replaces it, before or after a lock', async () => {
    await vault.setPassword(PASSWORD)
    const visit = crypto.randomUUID()
    const shown = await vault.create(visit)
    await expect(vault.create(visit)).rejects.toBeInstanceOf(CreateTokenSpentError)
    await vault.lock()
    await expect(vault.create(visit)).rejects.toBeInstanceOf(CreateTokenSpentError)
    await vault.unlock(PASSWORD)
    await expect(vault.create(visit, { password: PASSWORD })).rejects.toBeInstanceOf(CreateTokenSpentError)
    expect((await stored())?.address).toBe(shown.address)
  })

  it('does not give back a wallet imported over the created one', async () => {
    await vault.setPassword(PASSWORD)
    const visit = crypto.randomUUID()
    await vault.create(visit)
    await vault.importPrivateKey(JUNK_KEY, { password: PASSWORD })
    await expect(vault.create(visit)).rejects.toBeInstanceOf(CreateTokenSpentError)
    expect((await stored())?.address).toBe(JUNK_ADDRESS)
  })
})

describe('forget and reveal', () => {
  it('forget removes nothing without the right password', async () => {
    await storeJunk()
    await expect(vault.forget('')).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(vault.forget('not the password')).rejects.toBeInstanceOf(WrongPasswordError)
    expect((await stored())?.address).toBe(JUNK_ADDRESS)
    expect((await vault.status()).unlocked).toBe(true)
    await vault.forget(PASSWORD)
    expect(await stored()).toBeUndefined()
    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
  })

  it('reveal shows nothing without the right password, even while unlocked', async () => {
    await storeJunk()
    await expect(vault.reveal('not the password', 'privateKey')).rejects.toBeInstanceOf(WrongPasswordError)
    expect(await vault.reveal(PASSWORD, 'privateKey')).toBe(JUNK_KEY)
  })
})

describe('restore for a forgotten password', () => {
  it('reseals the same wallet from its seed phrase under a new password', async () => {
    await vault.setPassword(PASSWORD)
    const created = await vault.create(crypto.randomUUID())
    await vault.lock()
    const result = await vault.restore(`  ${created.mnemonic.toUpperCase()} `, OTHER_PASSWORD, {
      allowDifferent: false,
    })
    expect(result).toEqual({ address: created.address, sameWallet: true })
    expect(await vault.status()).toMatchObject({ unlocked: true, hasMnemonic: true, hasPrivateKey: true })
    expect(await archive()).toEqual([])
    await vault.lock()
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(WrongPasswordError)
    await vault.unlock(OTHER_PASSWORD)
    expect(await vault.reveal(OTHER_PASSWORD, 'mnemonic')).toBe(created.mnemonic)
  })

  it('reseals the same wallet from its private key', async () => {
    await storeJunk()
    await vault.lock()
    expect(await vault.restore(JUNK_KEY.slice(2), OTHER_PASSWORD, { allowDifferent: false })).toEqual({
      address: JUNK_ADDRESS,
      sameWallet: true,
    })
  })

  it('refuses a different wallet unless confirmed, naming its address, and changes nothing', async () => {
    await storeJunk()
    await vault.lock()
    const before = await stored()
    const error = await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: false }).catch((e) => e)
    expect(error).toBeInstanceOf(DifferentWalletError)
    expect((error as DifferentWalletError).details).toBe(OTHER_ADDRESS)
    expect(await stored()).toEqual(before)
    expect((await vault.status()).unlocked).toBe(false)
  })

  it('with the confirmation, seals the other wallet and keeps the old one in the archive, still openable', async () => {
    await storeJunk()
    await vault.lock()
    const before = (await stored()) as VaultRecord
    const result = await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true })
    expect(result).toEqual({ address: OTHER_ADDRESS, sameWallet: false })
    expect((await stored())?.address).toBe(OTHER_ADDRESS)
    const [kept] = await archive()
    expect(kept?.record).toEqual(before)
    const { secret } = await open(kept?.record as VaultRecord, PASSWORD)
    expect(secret).toEqual(fromHex(JUNK_KEY))
  })

  it.each([
    ['a bad phrase', 'test test test', OTHER_PASSWORD, ImportError],
    ['a key outside the curve', `0x${'f'.repeat(64)}`, OTHER_PASSWORD, ImportError],
    ['a common new password', JUNK_KEY, 'contraseña', WeakPasswordError],
    ['a short new password', JUNK_KEY, 'corta', WeakPasswordError],
  ])('refuses %s and changes nothing', async (_name, secret, password, kind) => {
    await storeJunk()
    await vault.lock()
    const before = await stored()
    await expect(vault.restore(secret, password, { allowDifferent: true })).rejects.toBeInstanceOf(kind)
    expect(await stored()).toEqual(before)
    expect(await archive()).toEqual([])
  })
})

describe('passwords', () => {
  it('refuses the most common passwords with their reason', async () => {
    const weak = await vault.setPassword('contraseña').catch((e) => e)
    expect(weak).toBeInstanceOf(WeakPasswordError)
    expect(weak).toMatchObject({ details: 'common', shortMessage: 'vault.passwordCommon' })
    await expect(vault.setPassword('1234567')).rejects.toMatchObject({ details: 'short' })
  })

  it('opens with the ASCII form a wallet sealed with full-width letters', async () => {
    await vault.setPassword('ｍａｔｅ－ａｍａｒｇｏ－７')
    await vault.importPrivateKey(JUNK_KEY)
    await vault.lock()
    expect((await vault.unlock('mate-amargo-7')).address).toBe(JUNK_ADDRESS)
  })

  it('opens with a composed ñ a wallet sealed with a decomposed one, and the other way round', async () => {
    await vault.setPassword('mi contrasen\u0303a segura')
    await vault.importPrivateKey(JUNK_KEY)
    await vault.lock()
    expect((await vault.unlock('mi contrase\u00f1a segura')).address).toBe(JUNK_ADDRESS)
    await vault.lock()
    expect((await vault.unlock('mi contrasen\u0303a segura')).address).toBe(JUNK_ADDRESS)
    expect(await vault.reveal('mi contrase\u00f1a segura', 'privateKey')).toBe(JUNK_KEY)
  })

  it('still opens a wallet sealed with a raw, non-normalised password, and reseals it under the NFKC form', async () => {
    const raw = 'ｃｌａｖｅ ｖｉｅｊａ 2019'
    const record = await seal(await deriveSealingKey(raw), fromHex(JUNK_KEY), {
      address: JUNK_ADDRESS,
      kind: 'privateKey',
      created: false,
    })
    await set(VAULT_KEY, record)
    expect((await vault.unlock(raw)).address).toBe(JUNK_ADDRESS)
    const resealed = (await stored()) as VaultRecord
    expect(resealed.salt).not.toEqual(record.salt)
    await expect(open(resealed, raw)).rejects.toBeInstanceOf(WrongPasswordError)
    await vault.lock()
    expect((await vault.unlock('clave vieja 2019')).address).toBe(JUNK_ADDRESS)
  })
})

describe('a lock during an unlock', () => {
  it('wins: the unlock fails and the vault stays locked', async () => {
    await storeJunk()
    await vault.lock()
    const unlocking = vault.unlock(PASSWORD)
    await vault.lock()
    await expect(unlocking).rejects.toBeInstanceOf(VaultLockedError)
    expect((await vault.status()).unlocked).toBe(false)
    expect((await vault.unlock(PASSWORD)).address).toBe(JUNK_ADDRESS)
  })
})

describe('moving a legacy plaintext wallet', () => {
  const legacy = (parts: Record<string, string | null>) => JSON.stringify(parts)

  it.each([
    [
      'a seed phrase and a key of different wallets',
      { mnemonic: JUNK, privateKey: OTHER_KEY, address: null },
    ],
    ['an address that is not the key’s', { mnemonic: null, privateKey: JUNK_KEY, address: OTHER_ADDRESS }],
    [
      'an address that is not the seed phrase’s',
      { mnemonic: JUNK, privateKey: null, address: OTHER_ADDRESS },
    ],
  ])('refuses %s and stores nothing', async (_name, parts) => {
    const error = await vault.migrateLegacy(PASSWORD, legacy(parts)).catch((e) => e)
    expect(error).toMatchObject({ name: 'LegacyMismatchError', shortMessage: 'vault.legacyMismatch' })
    expect(JSON.stringify(error)).not.toContain('test test')
    expect(await stored()).toBeUndefined()
    expect(await vault.legacyMatchesVault(legacy(parts))).toBe(false)
  })

  it('moves a consistent one, which then matches the vault', async () => {
    const json = legacy({ mnemonic: JUNK, privateKey: JUNK_KEY, address: JUNK_ADDRESS.toLowerCase() })
    expect((await vault.migrateLegacy(PASSWORD, json)).address).toBe(JUNK_ADDRESS)
    expect(await vault.status()).toMatchObject({ hasMnemonic: true, hasPrivateKey: true })
    expect(await vault.legacyMatchesVault(json)).toBe(true)
    expect(await vault.legacyMatchesVault(legacy({ privateKey: OTHER_KEY }))).toBe(false)
  })

  it('never overwrites a stored vault', async () => {
    await storeJunk()
    await expect(vault.migrateLegacy(PASSWORD, legacy({ privateKey: OTHER_KEY }))).rejects.toBeInstanceOf(
      VaultExistsError,
    )
    expect((await stored())?.address).toBe(JUNK_ADDRESS)
  })

  it('derives the seed phrase’s address for a phrase-only legacy wallet', async () => {
    const { address } = await vault.migrateLegacy(PASSWORD, legacy({ mnemonic: JUNK }))
    expect(address).toBe(mnemonicToAccount(JUNK).address)
  })
})

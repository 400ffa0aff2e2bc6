import { getAddress } from 'viem'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ImportError, VaultExistsError, WrongPasswordError } from '../../src/domain/errors'
import { toHex } from '../../src/workers/vault/bytes'
import { decryptKeystoreV3 } from '../../src/workers/vault/keystoreV3'
import { getVault } from '../../src/workers/vaultClient'
import { resetVault } from './resetVault'

const vault = getVault()
const PASSWORD = 'correct horse battery'

/** The Web3 Secret Storage Definition's test vectors (password "testpassword"), as geth's testdata has them. */
const VECTOR_PASSWORD = 'testpassword'
const VECTOR_KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d'
const VECTOR_ADDRESS = getAddress('0x008aeeda4d805471df9b2a5b0f38a0c3bcba786b')
const vector = (kdf: string, iv: string, ciphertext: string, params: object, mac: string) =>
  JSON.stringify({
    crypto: { cipher: 'aes-128-ctr', cipherparams: { iv }, ciphertext, kdf, kdfparams: params, mac },
    id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
    version: 3,
  })
const PBKDF2_FILE = vector(
  'pbkdf2',
  '6087dab2f9fdbbfaddc31a909735c1e6',
  '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46',
  {
    c: 262144,
    dklen: 32,
    prf: 'hmac-sha256',
    salt: 'ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd',
  },
  '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2',
)
const SCRYPT_FILE = vector(
  'scrypt',
  '83dbcc02d8ccb40e466191a123791e0e',
  'd172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c',
  {
    dklen: 32,
    n: 262144,
    r: 1,
    p: 8,
    salt: 'ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19',
  },
  '2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097',
)

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  )
}

beforeEach(() => resetVault(vault))
afterAll(() => resetVault(vault))

describe('Web3 Secret Storage v3 test vectors', () => {
  it.each([
    ['pbkdf2', PBKDF2_FILE],
    ['scrypt', SCRYPT_FILE],
  ])('the %s vector opens with "testpassword" to its key', async (_kdf, file) => {
    expect(toHex(await decryptKeystoreV3(file, VECTOR_PASSWORD))).toBe(VECTOR_KEY)
  })

  it('the worker imports the scrypt vector as a key wallet', async () => {
    await vault.setPassword(PASSWORD)
    expect(await vault.importKeystore(SCRYPT_FILE, VECTOR_PASSWORD)).toEqual({ address: VECTOR_ADDRESS })
    expect(await vault.status()).toMatchObject({ unlocked: true, kind: 'privateKey', hasPrivateKey: true })
    expect(await vault.reveal(PASSWORD, 'privateKey')).toBe(VECTOR_KEY)
  })
})

describe('backup file round trip through the worker', () => {
  it('exports a scrypt v3 file that opens to the same key and imports as the same address', async () => {
    await vault.setPassword(PASSWORD)
    const { address } = await vault.importMnemonic(
      'test test test test test test test test test test test junk',
    )
    expect(await rejection(vault.exportKeystore('not the password'))).toBeInstanceOf(WrongPasswordError)
    const file = await vault.exportKeystore(PASSWORD)
    const json = JSON.parse(file)
    expect(json).toMatchObject({ version: 3, address: address.slice(2).toLowerCase() })
    expect(json.crypto).toMatchObject({ cipher: 'aes-128-ctr', kdf: 'scrypt' })
    expect(json.crypto.kdfparams).toMatchObject({ n: 131072, r: 8, p: 1, dklen: 32 })
    expect(file).not.toContain('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

    await resetVault(vault)
    await vault.setPassword('another good password')
    expect(await vault.importKeystore(file, PASSWORD)).toEqual({ address })
  })
})

describe('refused files change nothing', () => {
  const flip = (file: string) => file.replace('5318b4d5', '5318b4d6')
  it.each([
    ['a wrong password', PBKDF2_FILE, 'wrongpassword', 'keystore password'],
    ['a tampered ciphertext', flip(PBKDF2_FILE), VECTOR_PASSWORD, 'keystore password'],
    ['text that is not JSON', 'not a keystore', VECTOR_PASSWORD, 'keystore format: not JSON'],
    [
      'a version 1 file',
      PBKDF2_FILE.replace('"version":3', '"version":1'),
      VECTOR_PASSWORD,
      'keystore format: version',
    ],
    [
      'an unknown cipher',
      PBKDF2_FILE.replace('aes-128-ctr', 'aes-128-cbc'),
      VECTOR_PASSWORD,
      'keystore format: cipher',
    ],
  ])('%s', async (_name, file, password, details) => {
    await vault.setPassword(PASSWORD)
    const error = await rejection(vault.importKeystore(file, password))
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).details).toBe(details)
    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
  })

  it('over a stored wallet it needs that wallet’s password, like the other imports', async () => {
    await vault.setPassword(PASSWORD)
    const { address } = await vault.importPrivateKey(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
    expect(await rejection(vault.importKeystore(PBKDF2_FILE, VECTOR_PASSWORD))).toBeInstanceOf(
      VaultExistsError,
    )
    expect((await vault.status()).address).toBe(address)
    const replaced = await vault.importKeystore(PBKDF2_FILE, VECTOR_PASSWORD, { password: PASSWORD })
    expect(replaced.address).toBe(VECTOR_ADDRESS)
  })
})

import { entries, get } from 'idb-keyval'
import { parseTransaction, recoverTransactionAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ImportError,
  PasswordRequiredError,
  ReviewExpiredError,
  SecretNotAvailableError,
  UnsafeTransactionError,
  UnsupportedChainError,
  VaultLockedError,
  vaultErrorKey,
  WeakPasswordError,
  WrongPasswordError,
} from '../../src/domain/errors'
import { loadLanguage, translate } from '../../src/domain/i18n'
import type { PlanForReview } from '../../src/workers/vaultApi'
import { getVault } from '../../src/workers/vaultClient'
import bip39 from '../vectors/bip39-english.json'
import { resetVault } from './resetVault'

const vault = getVault()
const PASSWORD = 'correct horse battery'
const JUNK = 'test test test test test test test test test test test junk'
const JUNK_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const JUNK_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Everything IndexedDB holds, as text, to search for leaked secrets. */
async function storedText(): Promise<string> {
  const all = await entries()
  return JSON.stringify(all, (_k, v) => (v instanceof Uint8Array ? Array.from(v).join(',') : v))
}

beforeEach(() => resetVault(vault))
afterAll(() => resetVault(vault))

describe('import through the worker', () => {
  it('imports test test … junk with messy spacing and case, and stores no plaintext', async () => {
    await vault.setPassword(PASSWORD)
    const { address } = await vault.importMnemonic(`  ${JUNK.toUpperCase().replace(/ /g, '   ')}\n`)
    expect(address).toBe(JUNK_ADDRESS)
    const status = await vault.status()
    expect(status).toMatchObject({ exists: true, unlocked: true, address: JUNK_ADDRESS, kind: 'mnemonic' })
    expect(status).toMatchObject({ hasMnemonic: true, hasPrivateKey: false })
    const text = await storedText()
    expect(text).not.toContain('test test')
    expect(text).not.toContain(JUNK_KEY.slice(2))
  })

  it('imports the key, with or without 0x and surrounding spaces', async () => {
    await vault.setPassword(PASSWORD)
    expect((await vault.importPrivateKey(`  ${JUNK_KEY.slice(2)} `)).address).toBe(JUNK_ADDRESS)
    const again = await vault.importPrivateKey(JUNK_KEY.toUpperCase().replace('0X', '0x'), {
      password: PASSWORD,
    })
    expect(again.address).toBe(JUNK_ADDRESS)
    expect(await vault.status()).toMatchObject({
      kind: 'privateKey',
      hasMnemonic: false,
      hasPrivateKey: true,
    })
    expect(await storedText()).not.toContain(JUNK_KEY.slice(2))
  })

  it.each(bip39.vectors.slice(0, 12))('imports Trezor vector $entropy', async (v) => {
    await vault.setPassword(PASSWORD)
    const { address } = await vault.importMnemonic(v.mnemonic)
    expect(address).toBe(mnemonicToAccount(v.mnemonic).address)
  })

  const bad: [string, 'mnemonic' | 'key', string][] = [
    [
      'wrong checksum',
      'mnemonic',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon',
    ],
    ['11 words', 'mnemonic', JUNK.split(' ').slice(1).join(' ')],
    ['13 words', 'mnemonic', `test ${JUNK}`],
    ['an unknown word', 'mnemonic', JUNK.replace('junk', 'junkk')],
    ['an empty phrase', 'mnemonic', '   '],
    ['a short key', 'key', JUNK_KEY.slice(0, 64)],
    ['a zero key', 'key', `0x${'0'.repeat(64)}`],
    ['a key equal to n', 'key', '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'],
    ['a key above n', 'key', `0x${'f'.repeat(64)}`],
    ['a key with a non-hex digit', 'key', `${JUNK_KEY.slice(0, 65)}g`],
  ]
  it.each(bad)('refuses %s with ImportError and stores nothing', async (_label, kind, input) => {
    await vault.setPassword(PASSWORD)
    const attempt = kind === 'mnemonic' ? vault.importMnemonic(input) : vault.importPrivateKey(input)
    const error = await attempt.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).shortMessage).toBe('Import failed. Check your input.')
    if (input.trim()) expect((error as Error).message).not.toContain(input.trim())
    expect(await get('vault')).toBeUndefined()
    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
  })
})

describe('password, seal and unlock', () => {
  it('refuses a password under 8 characters', async () => {
    await expect(vault.setPassword('short')).rejects.toBeInstanceOf(WeakPasswordError)
  })

  it('creates 12 words, seals them, locks and unlocks to the same address', async () => {
    await vault.setPassword(PASSWORD)
    const created = await vault.create(crypto.randomUUID())
    expect(created.mnemonic.split(' ')).toHaveLength(12)
    expect(mnemonicToAccount(created.mnemonic).address).toBe(created.address)
    const record = await get('vault')
    expect(record).toMatchObject({ v: 1, kind: 'mnemonic', address: created.address })
    expect(record.kdf).toEqual({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 })
    expect(await storedText()).not.toContain(created.mnemonic.split(' ').slice(0, 2).join(' '))
    await vault.lock()
    expect(await vault.status()).toMatchObject({ exists: true, unlocked: false, address: created.address })
    await expect(vault.unlock('wrong password!')).rejects.toBeInstanceOf(WrongPasswordError)
    expect((await vault.unlock(PASSWORD)).address).toBe(created.address)
    expect(await vault.reveal(PASSWORD, 'mnemonic')).toBe(created.mnemonic)
    expect(await vault.reveal(PASSWORD, 'privateKey')).toBe(created.privateKey)
    await expect(vault.reveal('wrong password!', 'mnemonic')).rejects.toBeInstanceOf(WrongPasswordError)
  })

  it('hides the secret a wallet does not have, as the spec says', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    await expect(vault.reveal(PASSWORD, 'mnemonic')).rejects.toBeInstanceOf(SecretNotAvailableError)
    await vault.importMnemonic(JUNK, { password: PASSWORD })
    await expect(vault.reveal(PASSWORD, 'privateKey')).rejects.toBeInstanceOf(SecretNotAvailableError)
    expect(await vault.reveal(PASSWORD, 'mnemonic')).toBe(JUNK)
  })

  it('migrates a legacy plaintext wallet', async () => {
    const legacy = JSON.stringify({ address: JUNK_ADDRESS, privateKey: JUNK_KEY, mnemonic: JUNK })
    expect((await vault.migrateLegacy(PASSWORD, legacy)).address).toBe(JUNK_ADDRESS)
    expect(await vault.status()).toMatchObject({ hasMnemonic: true, hasPrivateKey: true })
    await vault.lock()
    expect((await vault.unlock(PASSWORD)).address).toBe(JUNK_ADDRESS)
  })

  it('tells every tab when it locks, and says the wallet is gone only when it was set aside or removed', async () => {
    const tabs = new BroadcastChannel('billetera-vault')
    const heard: unknown[] = []
    tabs.onmessage = (event) => heard.push(event.data)
    // Chromium connects a new channel a moment after it is made: once it hears another one, it hears the worker.
    const probe = new BroadcastChannel('billetera-vault')
    await expect
      .poll(() => {
        probe.postMessage({ type: 'probe' })
        return heard
      })
      .toContainEqual({ type: 'probe' })
    probe.close()
    tabs.onmessage = (event) => event.data?.type === 'lock' && heard.push(event.data)
    heard.length = 0
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    await vault.lock()
    await expect.poll(() => heard).toEqual([{ type: 'lock' }])
    // Cerrar sesión: set aside into Billeteras anteriores.
    await vault.unlock(PASSWORD)
    await vault.signOut(PASSWORD)
    await expect.poll(() => heard).toEqual([{ type: 'lock' }, { type: 'lock', gone: 'aside' }])
    // Borrar datos: removed, the archive too.
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    await vault.forget(PASSWORD, { archive: true })
    await expect
      .poll(() => heard)
      .toEqual([{ type: 'lock' }, { type: 'lock', gone: 'aside' }, { type: 'lock', gone: 'removed' }])
    tabs.close()
  })

  it('locks when another tab broadcasts a lock', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const other = new BroadcastChannel('billetera-vault')
    other.postMessage({ type: 'lock' })
    other.close()
    await expect.poll(async () => (await vault.status()).unlocked).toBe(false)
  })
})

describe('signing through the worker', () => {
  const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  const fees = { maxFeePerGas: 60n * 10n ** 9n, maxPriorityFeePerGas: 3n * 10n ** 9n }
  const native = { 1: 'ethereum', 137: 'polygon', 42161: 'arbitrum', 10: 'optimism' } as const
  const nativeKey = { 1: 'ETH', 137: 'MATIC', 42161: 'ETH-ARBITRUM', 10: 'ETH-OPTIMISM' } as const
  const send = (chainId: keyof typeof native, value = 10n ** 15n): PlanForReview => ({
    chainId,
    from: JUNK_ADDRESS,
    intent: {
      kind: 'transfer',
      network: native[chainId],
      tokenKey: nativeKey[chainId],
      to: TO,
      amount: value,
    },
    calls: [{ to: TO, value }],
    gasLimits: [21_000n],
    fees,
  })

  it.each([1, 137, 42161, 10] as const)(
    'signs a reviewed EIP-1559 transfer for chain %i',
    async (chainId) => {
      await vault.setPassword(PASSWORD)
      await vault.importMnemonic(JUNK)
      const review = await vault.reviewPlan(send(chainId))
      expect(review.needsPassword).toBe(false)
      const [raw, ...more] = await vault.signReviewed(review.id, { nonce: 3 })
      expect(more).toEqual([])
      expect(parseTransaction(raw as `0x${string}`)).toMatchObject({
        type: 'eip1559',
        chainId,
        to: TO.toLowerCase(),
        value: 10n ** 15n,
        nonce: 3,
      })
      expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(JUNK_ADDRESS)
    },
  )

  it('refuses a chain outside the four networks', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    await expect(vault.reviewPlan({ ...send(1), chainId: 56 })).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('refuses an approve to a stranger across the worker boundary, with a message in both languages', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const approve = `0x095ea7b3${'00'.repeat(12)}${TO.slice(2).toLowerCase()}${'ff'.repeat(32)}` as const
    const error = await vault
      .reviewPlan({
        ...send(1),
        intent: { kind: 'revoke', network: 'ethereum', tokenKey: 'USDC', spender: TO },
        calls: [{ to: usdc, value: 0n, data: approve }],
        gasLimits: [60_000n],
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as UnsafeTransactionError).details).toContain(TO.toLowerCase())
    expect(vaultErrorKey(error)).toBe('vault.unsafeTransaction')
    await loadLanguage('es', 'more')
    await loadLanguage('en', 'more')
    expect(translate('es', 'vault.unsafeTransaction')).toMatch(/^Billetera no firmó/)
    expect(translate('en', 'vault.unsafeTransaction')).toMatch(/^Billetera did not sign/)
    expect(vaultErrorKey(new WrongPasswordError())).toBe('vault.wrongPassword')
  })

  it('sends a spent review and a missing password back as their own errors', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const expired = await vault.signReviewed('not a review', { nonce: 0 }).catch((e: unknown) => e)
    expect(expired).toBeInstanceOf(ReviewExpiredError)
    expect(vaultErrorKey(expired)).toBe('vault.reviewExpired')
    const review = await vault.reviewPlan(send(1, 10n ** 18n))
    expect(review.needsPassword).toBe(true)
    const unconfirmed = await vault.signReviewed(review.id, { nonce: 0 }).catch((e: unknown) => e)
    expect(unconfirmed).toBeInstanceOf(PasswordRequiredError)
    expect(vaultErrorKey(unconfirmed)).toBe('vault.passwordRequired')
    await loadLanguage('es', 'more')
    expect(translate('es', 'vault.passwordRequired')).toMatch(/contraseña/)
    await expect(vault.signReviewed(review.id, { nonce: 0, password: PASSWORD })).resolves.toHaveLength(1)
  })

  it('neither reviews nor signs while locked', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const review = await vault.reviewPlan(send(1))
    await vault.lock()
    await expect(vault.reviewPlan(send(1))).rejects.toBeInstanceOf(VaultLockedError)
    await expect(vault.signReviewed(review.id, { nonce: 0 })).rejects.toBeInstanceOf(VaultLockedError)
  })
})

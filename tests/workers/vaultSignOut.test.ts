import { beforeEach, describe, expect, it } from 'vitest'
import { WrongPasswordError } from '../../src/domain/errors'
import { MAX_WRONG_CHECKS } from '../../src/workers/vault/words'
import {
  isolatedVault,
  JUNK_ADDRESS,
  JUNK_KEY,
  OTHER_PASSWORD,
  PASSWORD,
  reset,
  snapshot,
} from './vaultHarness'

const { vault, store } = isolatedVault('billetera-test-sign-out')

beforeEach(() => reset(vault, store))

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  )

/** A wallet made here: its words shown once, and the positions (1-based) with their words. */
async function created() {
  await vault.setPassword(PASSWORD)
  const wallet = await vault.create(crypto.randomUUID())
  const words = wallet.mnemonic.split(' ')
  const answer = (position: number) => ({ position, word: words[position - 1] ?? '' })
  return { wallet, answer }
}

describe('"Cerrar sesión": nothing is lost by leaving', () => {
  it('locks and sets the sealed wallet aside in the archive, where it reopens with its own password', async () => {
    const { wallet } = await created()
    const sealed = (await snapshot(store)).current
    await vault.signOut(PASSWORD)

    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
    const [kept, ...more] = await vault.listArchived()
    expect(more).toEqual([])
    expect(kept).toMatchObject({ address: wallet.address, kind: 'mnemonic' })
    // The very same seal: nothing decrypted, re-encrypted or dropped on the way.
    const [entry] = (await snapshot(store)).archive
    expect(entry?.record.ciphertext).toEqual(sealed?.ciphertext)
    expect(entry?.record.iv).toEqual(sealed?.iv)

    expect(await refusal(vault.reopenArchived(kept?.id ?? '', OTHER_PASSWORD))).toBeInstanceOf(
      WrongPasswordError,
    )
    expect(await vault.reopenArchived(kept?.id ?? '', PASSWORD)).toEqual({ address: wallet.address })
    expect(await vault.status()).toMatchObject({ exists: true, unlocked: true, address: wallet.address })
    expect(await vault.reveal(PASSWORD, 'mnemonic')).toBe(wallet.mnemonic)
    expect(await vault.listArchived()).toEqual([])
  })

  it('with a wrong password changes nothing and stays open', async () => {
    await created()
    const before = await snapshot(store)
    expect(await refusal(vault.signOut(OTHER_PASSWORD))).toBeInstanceOf(WrongPasswordError)
    expect(await snapshot(store)).toEqual(before)
    expect(await vault.status()).toMatchObject({ exists: true, unlocked: true })
  })
})

describe('words never confirmed: what "Borrar datos" would lose for good', () => {
  it('a wallet made here counts until the backup check is answered right in the worker', async () => {
    const { wallet, answer } = await created()
    expect(await vault.unconfirmedWallets()).toEqual([wallet.address])

    // A wrong word, or fewer than three positions, marks nothing.
    const wrong = { position: 1, word: answer(1).word === 'zoo' ? 'abandon' : 'zoo' }
    expect(await vault.confirmWords([wrong, answer(5), answer(9)])).toBe(false)
    expect(await vault.confirmWords([answer(1), answer(5)])).toBe(false)
    expect(await vault.confirmWords([answer(1), answer(1), answer(1)])).toBe(false)
    expect(await vault.unconfirmedWallets()).toEqual([wallet.address])

    expect(
      await vault.confirmWords([
        answer(2),
        { ...answer(7), word: ` ${answer(7).word.toUpperCase()} ` },
        answer(12),
      ]),
    ).toBe(true)
    expect(await vault.unconfirmedWallets()).toEqual([])
    // It stays confirmed once set aside by Cerrar sesión and reopened.
    await vault.signOut(PASSWORD)
    expect(await vault.unconfirmedWallets()).toEqual([])
  })

  it('counts an unconfirmed wallet set aside in the archive too, and never an imported one', async () => {
    const { wallet } = await created()
    await vault.signOut(PASSWORD)
    await vault.setPassword(OTHER_PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    expect(await vault.unconfirmedWallets()).toEqual([wallet.address])
    expect(JUNK_ADDRESS).not.toBe(wallet.address)
  })

  it('answers at most five wrong checks per unlock, so a script cannot guess the words through it', async () => {
    const { wallet, answer } = await created()
    const wrong = { position: 1, word: answer(1).word === 'zoo' ? 'abandon' : 'zoo' }
    for (let i = 0; i < MAX_WRONG_CHECKS; i++)
      expect(await vault.confirmWords([wrong, answer(5), answer(9)])).toBe(false)
    // Past the limit even the right words are not checked, until the password opens the wallet again.
    expect(await vault.confirmWords([answer(1), answer(5), answer(9)])).toBe(false)
    expect(await vault.unconfirmedWallets()).toEqual([wallet.address])
    await vault.lock()
    await vault.unlock(PASSWORD)
    expect(await vault.confirmWords([answer(1), answer(5), answer(9)])).toBe(true)
  })

  it('needs the wallet open to check words', async () => {
    const { answer } = await created()
    await vault.lock()
    await expect(vault.confirmWords([answer(1), answer(2), answer(3)])).rejects.toMatchObject({
      name: 'VaultLockedError',
    })
  })
})

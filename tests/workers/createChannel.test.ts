import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  NoVaultError,
  VaultExistsError,
  WeakPasswordError,
  WrongPasswordError,
} from '../../src/domain/errors'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import type { WordAnswer } from '../../src/workers/vaultApi'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * Issue 41, docs/signer-plan.md step 4: a new wallet is made in the signer's create screen. The key worker
 * shows its words there (`draftWallet`, on the signer page's own port only) and seals it only once the backup
 * check is answered right (`sealDraft`), under the password typed in that frame. The app's port refuses both,
 * and `create` and `confirmWords`: no script of the app's page gets the new words or chooses the password.
 */
registerErrorTransfer()

const { app, signer } = startSignerWorker()
const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** The answers of the backup check for `positions` (1-based) of `mnemonic`. */
const answersOf = (mnemonic: string, positions = [2, 7, 11]): WordAnswer[] =>
  positions.map((position) => ({ position, word: mnemonic.split(' ')[position - 1] as string }))

afterAll(() => resetVault(signer))

describe('a new wallet', () => {
  beforeEach(() => resetVault(signer))

  it('is refused on the app’s channel: no words, no sealing', async () => {
    await expect(app.draftWallet()).rejects.toMatchObject(REFUSED)
    const shown = await signer.draftWallet()
    await expect(app.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic))).rejects.toMatchObject(
      REFUSED,
    )
    expect((await app.status()).exists).toBe(false)
  })

  it('the app’s channel hands out no words: create and the words check are refused, the wallet open or not', async () => {
    await expect(app.create(crypto.randomUUID())).rejects.toMatchObject(REFUSED)
    const shown = await signer.draftWallet()
    const sealed = await signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic))
    // Over the open wallet, with its password: a script would get a new wallet's words and set this one aside.
    await expect(app.create(crypto.randomUUID(), { password: PASSWORD })).rejects.toMatchObject(REFUSED)
    await expect(app.confirmWords(answersOf(shown.mnemonic))).rejects.toMatchObject(REFUSED)
    expect(await app.status()).toMatchObject({ address: sealed.address, unlocked: true })
    expect(await app.listArchived()).toEqual([])
  })

  it('shows twelve words and its key on the signer’s own port and stores nothing yet', async () => {
    const shown = await signer.draftWallet()
    expect(shown.mnemonic.split(' ')).toHaveLength(12)
    expect(shown.privateKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(shown.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await signer.status()).toMatchObject({ exists: false, unlocked: false })
  })

  it('is not sealed while a word of the check is wrong, or fewer than three are asked', async () => {
    const shown = await signer.draftWallet()
    const wrong = answersOf(shown.mnemonic).map((a, i) => (i === 1 ? { ...a, word: 'zzz' } : a))
    await expect(signer.sealDraft(shown.draft, PASSWORD, wrong)).rejects.toMatchObject({ name: 'RangeError' })
    await expect(
      signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic, [2, 7])),
    ).rejects.toMatchObject({ name: 'RangeError' })
    const repeated = answersOf(shown.mnemonic, [2, 2, 2])
    await expect(signer.sealDraft(shown.draft, PASSWORD, repeated)).rejects.toMatchObject({
      name: 'RangeError',
    })
    expect((await signer.status()).exists).toBe(false)
    // Still waiting: the right answers seal it.
    expect(await signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic))).toEqual({
      address: shown.address,
    })
  })

  it('refuses a short or common password and seals nothing', async () => {
    const shown = await signer.draftWallet()
    const answers = answersOf(shown.mnemonic)
    await expect(signer.sealDraft(shown.draft, 'corta', answers)).rejects.toBeInstanceOf(WeakPasswordError)
    await expect(signer.sealDraft(shown.draft, '12345678', answers)).rejects.toBeInstanceOf(WeakPasswordError)
    expect((await signer.status()).exists).toBe(false)
  })

  it('answered right: stored with its words confirmed, open, and it opens again with that password only', async () => {
    const shown = await signer.draftWallet()
    const sealed = await signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic, [12, 1, 5]))
    expect(sealed.address).toBe(shown.address)
    expect(await app.status()).toMatchObject({ exists: true, unlocked: true, address: shown.address })
    expect(await app.unconfirmedWallets()).toEqual([])
    // Used: the same draft seals nothing again.
    await expect(signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic))).rejects.toBeInstanceOf(
      NoVaultError,
    )
    await signer.lock()
    await expect(signer.unlock('another password')).rejects.toBeInstanceOf(WrongPasswordError)
    expect(await signer.unlock(PASSWORD)).toMatchObject({ address: shown.address })
    expect(await signer.reveal(PASSWORD, 'mnemonic')).toBe(shown.mnemonic)
  })

  it('Generate New: a newer draft replaces the older one, whose words seal nothing', async () => {
    const first = await signer.draftWallet()
    const second = await signer.draftWallet()
    expect(second.mnemonic).not.toBe(first.mnemonic)
    await expect(signer.sealDraft(first.draft, PASSWORD, answersOf(first.mnemonic))).rejects.toBeInstanceOf(
      NoVaultError,
    )
    expect((await signer.sealDraft(second.draft, PASSWORD, answersOf(second.mnemonic))).address).toBe(
      second.address,
    )
  })

  it('never replaces a wallet stored meanwhile (another tab): VaultExistsError, the stored one stays', async () => {
    const shown = await signer.draftWallet()
    await signer.setPassword(PASSWORD)
    const other = await signer.importPrivateKey(KEY)
    await signer.lock()
    await expect(signer.sealDraft(shown.draft, PASSWORD, answersOf(shown.mnemonic))).rejects.toBeInstanceOf(
      VaultExistsError,
    )
    expect((await signer.status()).address).toBe(other.address)
  })
})

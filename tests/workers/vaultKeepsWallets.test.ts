import { mnemonicToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it } from 'vitest'
import { LegacyMismatchError, NoVaultError, WrongPasswordError } from '../../src/domain/errors'
import {
  isolatedVault,
  JUNK,
  JUNK_ADDRESS,
  JUNK_KEY,
  OTHER_ADDRESS,
  OTHER_KEY,
  OTHER_PASSWORD,
  PASSWORD,
  reset,
  snapshot,
} from './vaultHarness'

const { vault, store } = isolatedVault('billetera-test-keeps')

beforeEach(() => reset(vault, store))

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  )

/** What an earlier version left under `wallet` and under `walletData`: two different wallets. */
const WALLET = JSON.stringify({ address: JUNK_ADDRESS, privateKey: JUNK_KEY, mnemonic: JUNK })
const WALLET_DATA = JSON.stringify({ address: OTHER_ADDRESS.toLowerCase(), privateKey: OTHER_KEY })

describe('two plaintext wallets of an earlier version', () => {
  it('are both kept: the first sealed as the wallet, the second archived under the same password', async () => {
    expect(await vault.migrateLegacy(PASSWORD, WALLET)).toEqual({ address: JUNK_ADDRESS })
    expect(await vault.archiveLegacy(PASSWORD, WALLET_DATA)).toEqual({ address: OTHER_ADDRESS })
    expect(await vault.status()).toMatchObject({ address: JUNK_ADDRESS, hasMnemonic: true })
    const [second, ...more] = await vault.listArchived()
    expect(more).toEqual([])
    expect(second).toMatchObject({ address: OTHER_ADDRESS, kind: 'privateKey' })
    // Kept found: it came from the app's storage, where a page script could have planted it (the reopen
    // frame names it so); the wallet sealed as the person's own is not.
    const held = await snapshot(store)
    expect(held.archive.map((entry) => [entry.record.address, entry.found])).toEqual([[OTHER_ADDRESS, true]])
    expect(held.current?.found).toBeUndefined()

    // Asked again (a reload before the key was removed), or for the stored wallet itself: nothing added.
    await vault.archiveLegacy(PASSWORD, WALLET_DATA)
    await vault.archiveLegacy(PASSWORD, WALLET)
    expect(await vault.listArchived()).toEqual([second])

    await vault.lock()
    expect(await vault.reopenArchived(second?.id ?? '', PASSWORD)).toEqual({ address: OTHER_ADDRESS })
    expect(await vault.reveal(PASSWORD, 'privateKey')).toBe(OTHER_KEY)
    expect((await vault.listArchived()).map((w) => w.address)).toEqual([JUNK_ADDRESS])
  })

  it('keeps the seed phrase of a second wallet the stored one holds only by its key', async () => {
    await vault.migrateLegacy(PASSWORD, JSON.stringify({ privateKey: JUNK_KEY }))
    await vault.archiveLegacy(PASSWORD, JSON.stringify({ mnemonic: JUNK }))
    expect(await vault.listArchived()).toMatchObject([{ address: JUNK_ADDRESS, kind: 'mnemonic' }])
  })

  it.each([
    ['a wrong password', OTHER_PASSWORD, WALLET_DATA, WrongPasswordError],
    [
      'parts that disagree',
      PASSWORD,
      JSON.stringify({ mnemonic: JUNK, privateKey: OTHER_KEY }),
      LegacyMismatchError,
    ],
  ])('archives nothing for %s', async (_name, password, json, kind) => {
    await vault.migrateLegacy(PASSWORD, WALLET)
    const before = await snapshot(store)
    expect(await refusal(vault.archiveLegacy(password, json))).toBeInstanceOf(kind)
    expect(await snapshot(store)).toEqual(before)
  })

  it('needs a stored wallet to archive beside', async () => {
    expect(await refusal(vault.archiveLegacy(PASSWORD, WALLET_DATA))).toBeInstanceOf(NoVaultError)
    expect(await snapshot(store)).toEqual({ current: undefined, archive: [] })
  })
})

describe('forget', () => {
  /** OTHER stored under OTHER_PASSWORD, JUNK archived under PASSWORD. */
  async function withArchive() {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true })
  }

  it('keeps the archive unless asked: "Cerrar sesión" leaves every wallet set aside here', async () => {
    await withArchive()
    await vault.forget(OTHER_PASSWORD)
    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
    const [junk] = await vault.listArchived()
    expect(junk).toMatchObject({ address: JUNK_ADDRESS })
    expect(await vault.reopenArchived(junk?.id ?? '', PASSWORD)).toEqual({ address: JUNK_ADDRESS })
  })

  it('sets the stored wallet aside when asked ("Crear billetera" over it): archived, openable, never dropped', async () => {
    await withArchive()
    expect(await refusal(vault.forget(PASSWORD, { setAside: true }))).toBeInstanceOf(WrongPasswordError)
    await vault.forget(OTHER_PASSWORD, { setAside: true })
    expect(await vault.status()).toMatchObject({ exists: false, unlocked: false })
    const listed = await vault.listArchived()
    expect(listed.map((w) => w.address).sort()).toEqual([JUNK_ADDRESS, OTHER_ADDRESS].sort())
    const other = listed.find((w) => w.address === OTHER_ADDRESS)
    expect(await vault.reopenArchived(other?.id ?? '', OTHER_PASSWORD)).toEqual({ address: OTHER_ADDRESS })
  })

  it('removes the archive too when asked, with the stored wallet’s password', async () => {
    await withArchive()
    const before = await snapshot(store)
    expect(await refusal(vault.forget(PASSWORD, { archive: true }))).toBeInstanceOf(WrongPasswordError)
    expect(await snapshot(store)).toEqual(before)
    await vault.forget(OTHER_PASSWORD, { archive: true })
    expect(await snapshot(store)).toEqual({ current: undefined, archive: [] })
    expect(await vault.listArchived()).toEqual([])
  })

  it('with nothing stored, removes the archive only for a password that opens an archived wallet', async () => {
    await withArchive()
    await vault.forget(OTHER_PASSWORD)
    const before = await snapshot(store)
    expect(await refusal(vault.forget('not any password', { archive: true }))).toBeInstanceOf(
      WrongPasswordError,
    )
    expect(await snapshot(store)).toEqual(before)
    await vault.forget(PASSWORD, { archive: true })
    expect(await snapshot(store)).toEqual({ current: undefined, archive: [] })
  })
})

describe('a restore of the stored wallet itself', () => {
  it('re-seals it, keeping what it can show, with nothing archived twice', async () => {
    await vault.setPassword(PASSWORD)
    const created = await vault.create(crypto.randomUUID())
    await vault.lock()
    await vault.restore(created.mnemonic, OTHER_PASSWORD, { allowDifferent: false })
    expect(await vault.listArchived()).toEqual([])
    expect(await vault.reveal(OTHER_PASSWORD, 'privateKey')).toBe(created.privateKey)
    expect(mnemonicToAccount(created.mnemonic).address).toBe(created.address)
  })
})

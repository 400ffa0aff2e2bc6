import { set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DifferentWalletError, NoVaultError, WrongPasswordError } from '../../src/domain/errors'
import { fromHex } from '../../src/workers/vault/bytes'
import { ARCHIVE_KEY, deriveSealingKey, seal, VAULT_KEY } from '../../src/workers/vault/keystore'
import {
  duringPbkdf2,
  isolatedVault,
  JUNK_ADDRESS,
  JUNK_KEY,
  OTHER_ADDRESS,
  OTHER_KEY,
  OTHER_PASSWORD,
  PASSWORD,
  reset,
  snapshot,
} from './vaultHarness'

const { vault, store } = isolatedVault('billetera-test-archive')
let patch: ReturnType<typeof duringPbkdf2> | null = null

beforeEach(() => reset(vault, store))
afterEach(() => {
  patch?.restore()
  patch = null
})

/** JUNK stored under PASSWORD and locked, as the device of someone who forgot that password. */
async function forgotten() {
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(JUNK_KEY)
  await vault.lock()
}

/** The rejection of a call that must fail. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  )

describe('restore of another wallet', () => {
  it('is refused without the confirmation, naming the address it would seal, and changes nothing', async () => {
    await forgotten()
    const before = await snapshot(store)
    const error = await refusal(vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: false }))
    expect(error).toBeInstanceOf(DifferentWalletError)
    expect((error as DifferentWalletError).details).toBe(OTHER_ADDRESS)
    expect(await snapshot(store)).toEqual(before)
    expect(await vault.listArchived()).toEqual([])
    expect((await vault.status()).unlocked).toBe(false)
  })

  it('with the confirmation sets the stored wallet aside, listed with its address, kind and time', async () => {
    await forgotten()
    const before = Date.now()
    expect(await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true })).toEqual({
      address: OTHER_ADDRESS,
      sameWallet: false,
    })
    const [aside, ...more] = await vault.listArchived()
    expect(more).toEqual([])
    expect(aside).toMatchObject({ address: JUNK_ADDRESS, kind: 'privateKey' })
    expect(aside?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(aside?.archivedAt).toBeGreaterThanOrEqual(before)
    expect(aside?.archivedAt).toBeLessThanOrEqual(Date.now())
  })
})

describe('the archive round trip', () => {
  it('reopens a wallet set aside with its own password, sets the other aside, and exports it', async () => {
    await forgotten()
    await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true })
    const [junk] = await vault.listArchived()
    const id = junk?.id ?? ''

    const before = await snapshot(store)
    expect(await refusal(vault.reopenArchived(id, OTHER_PASSWORD))).toBeInstanceOf(WrongPasswordError)
    expect(await snapshot(store)).toEqual(before)

    expect(await vault.reopenArchived(id, PASSWORD)).toEqual({ address: JUNK_ADDRESS })
    expect(await vault.status()).toMatchObject({ unlocked: true, address: JUNK_ADDRESS })
    const archived = await vault.listArchived()
    expect(archived.map((w) => w.address)).toEqual([OTHER_ADDRESS])
    await vault.lock()
    expect(await vault.unlock(PASSWORD)).toEqual({ address: JUNK_ADDRESS })

    const otherId = archived[0]?.id ?? ''
    expect(await refusal(vault.exportArchived(otherId, PASSWORD))).toBeInstanceOf(WrongPasswordError)
    const file = await vault.exportArchived(otherId, OTHER_PASSWORD)
    expect(JSON.parse(file).address).toBe(OTHER_ADDRESS.slice(2).toLowerCase())
    expect(file).not.toContain(OTHER_KEY.slice(2))
    // The file opens in a wallet of its own, with the archived wallet's password.
    const elsewhere = isolatedVault('billetera-test-archive-elsewhere')
    await reset(elsewhere.vault, elsewhere.store)
    await elsewhere.vault.setPassword('una clave nueva y larga')
    expect(await elsewhere.vault.importKeystore(file, OTHER_PASSWORD)).toEqual({ address: OTHER_ADDRESS })
    expect(await elsewhere.vault.reveal('una clave nueva y larga', 'privateKey')).toBe(OTHER_KEY)
    await reset(elsewhere.vault, elsewhere.store)
  })

  it('answers an unknown id with NoVaultError and changes nothing', async () => {
    await forgotten()
    const before = await snapshot(store)
    expect(await refusal(vault.reopenArchived('f00d', PASSWORD))).toBeInstanceOf(NoVaultError)
    expect(await refusal(vault.exportArchived('f00d', PASSWORD))).toBeInstanceOf(NoVaultError)
    expect(await snapshot(store)).toEqual(before)
  })

  it('lists the newest first, every replaced wallet kept', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const second = await vault.create(crypto.randomUUID(), { password: PASSWORD })
    const third = await vault.importPrivateKey(OTHER_KEY, { password: PASSWORD })
    expect((await vault.status()).address).toBe(third.address)
    expect((await vault.listArchived()).map((w) => w.address)).toEqual([second.address, JUNK_ADDRESS])
  })

  it('gives the entries an earlier version archived an id, once, and opens them', async () => {
    const record = await seal(await deriveSealingKey(PASSWORD), fromHex(JUNK_KEY), {
      address: JUNK_ADDRESS,
      kind: 'privateKey',
      created: false,
    })
    await set(ARCHIVE_KEY, [{ record, archivedAt: 1_700_000_000_000 }], store)
    const [listed] = await vault.listArchived()
    expect(listed).toMatchObject({ address: JUNK_ADDRESS, archivedAt: 1_700_000_000_000 })
    expect(await vault.listArchived()).toEqual([listed])
    expect(await vault.reopenArchived(listed?.id ?? '', PASSWORD)).toEqual({ address: JUNK_ADDRESS })
    expect(await vault.listArchived()).toEqual([])
  })
})

describe('a wallet another tab stores meanwhile', () => {
  /** OTHER sealed under OTHER_PASSWORD, as another tab's worker would have written it. */
  const otherRecord = async () =>
    seal(await deriveSealingKey(OTHER_PASSWORD), fromHex(OTHER_KEY), {
      address: OTHER_ADDRESS,
      kind: 'privateKey',
      created: false,
    })

  it('is set aside, not overwritten, by a replacement running here', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const theirs = await otherRecord()
    patch = duringPbkdf2('deriveKey', () => set(VAULT_KEY, theirs, store))
    const created = await vault.create(crypto.randomUUID(), { password: PASSWORD })
    expect(patch.fired()).toBe(true)
    expect((await snapshot(store)).current?.address).toBe(created.address)
    expect((await snapshot(store)).archive.map((entry) => entry.record)).toEqual([theirs])
  })

  it('is not removed by a forget whose password opened the wallet stored before', async () => {
    await vault.setPassword(PASSWORD)
    await vault.importPrivateKey(JUNK_KEY)
    const theirs = await otherRecord()
    patch = duringPbkdf2('deriveKey', () => set(VAULT_KEY, theirs, store))
    expect(await refusal(vault.forget(PASSWORD))).toBeInstanceOf(WrongPasswordError)
    expect(patch.fired()).toBe(true)
    expect((await snapshot(store)).current).toEqual(theirs)
  })
})

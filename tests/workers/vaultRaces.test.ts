import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VaultLockedError } from '../../src/domain/errors'
import { fromHex } from '../../src/workers/vault/bytes'
import { encryptKeystoreV3 } from '../../src/workers/vault/keystoreV3'
import type { Vault } from '../../src/workers/vault/vault'
import {
  isolatedVault,
  JUNK,
  JUNK_KEY,
  lockDuringPbkdf2,
  OTHER_ADDRESS,
  OTHER_KEY,
  OTHER_PASSWORD,
  PASSWORD,
  reset,
  snapshot,
} from './vaultHarness'

const { vault, store } = isolatedVault('billetera-test-races')
let patch: ReturnType<typeof lockDuringPbkdf2> | null = null

beforeEach(() => reset(vault, store))
afterEach(() => {
  patch?.restore()
  patch = null
})

/** A stored key wallet under PASSWORD, locked: the device after a reload. */
async function storedAndLocked(v: Vault = vault) {
  await v.setPassword(PASSWORD)
  await v.importPrivateKey(JUNK_KEY)
  await v.lock()
}

/** A tiny-cost keystore file of OTHER_KEY under OTHER_PASSWORD. */
const otherKeystore = () => encryptKeystoreV3(fromHex(OTHER_KEY), OTHER_PASSWORD, { n: 16, r: 1, p: 1 })
const legacyOther = JSON.stringify({ privateKey: OTHER_KEY })

type Race = {
  /** Brings the store to the state the call starts from. */
  given: () => Promise<unknown>
  /** Which WebCrypto PBKDF2 the lock lands in. */
  during: 'deriveKey' | 'deriveBits'
  /** The call the lock races (made again, without a lock, to show it then works). */
  call: () => Promise<unknown>
  /** What the call does when no lock comes (default: the wallet is open). */
  done?: () => Promise<void>
  /** What the lock undid and the call needs again: the sign-up password (a lock ends the sign-up). */
  again?: () => Promise<unknown>
}

const opened = async () => {
  expect((await vault.status()).unlocked).toBe(true)
}

const races: Record<string, Race> = {
  'create at sign-up (the seed derivation)': {
    given: () => vault.setPassword(PASSWORD),
    again: () => vault.setPassword(PASSWORD),
    during: 'deriveBits',
    call: () => vault.create(crypto.randomUUID()),
  },
  'create over a stored wallet (its password check)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: () => vault.create(crypto.randomUUID(), { password: PASSWORD }),
  },
  'importMnemonic (the seed derivation)': {
    given: () => vault.setPassword(PASSWORD),
    again: () => vault.setPassword(PASSWORD),
    during: 'deriveBits',
    call: () => vault.importMnemonic(JUNK),
  },
  'importPrivateKey over a stored wallet (its password check)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: () => vault.importPrivateKey(OTHER_KEY, { password: PASSWORD }),
  },
  'importKeystore over a stored wallet (its password check)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: async () => vault.importKeystore(await otherKeystore(), OTHER_PASSWORD, { password: PASSWORD }),
  },
  'restore of the same wallet (the new password)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: () => vault.restore(JUNK_KEY, OTHER_PASSWORD, { allowDifferent: false }),
  },
  'restore of another wallet by its phrase (the seed derivation)': {
    given: () => storedAndLocked(),
    during: 'deriveBits',
    call: () =>
      vault.restore(
        'legal winner thank year wave sausage worth useful legal winner thank yellow',
        OTHER_PASSWORD,
        { allowDifferent: true },
      ),
  },
  'migrateLegacy (the new password)': {
    given: async () => undefined,
    during: 'deriveKey',
    call: () => vault.migrateLegacy(PASSWORD, legacyOther),
  },
  'archiveLegacy (the stored wallet’s password)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: () => vault.archiveLegacy(PASSWORD, legacyOther),
    // It opens nothing: the other wallet is archived, and the vault stays as it was (locked).
    done: async () => {
      expect((await vault.listArchived()).map((w) => w.address)).toEqual([OTHER_ADDRESS])
      expect((await vault.status()).unlocked).toBe(false)
    },
  },
  'reopenArchived (the archived wallet’s password)': {
    given: async () => {
      await storedAndLocked()
      await vault.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true })
      await vault.lock()
    },
    during: 'deriveKey',
    call: async () => vault.reopenArchived((await vault.listArchived())[0]?.id ?? '', PASSWORD),
  },
  'unlock (the password)': {
    given: () => storedAndLocked(),
    during: 'deriveKey',
    call: () => vault.unlock(PASSWORD),
  },
}

describe('a lock during a call that would open a wallet', () => {
  it.each(Object.keys(races))(
    'wins over %s: VaultLockedError, still locked, nothing written',
    async (name) => {
      const race = races[name] as Race
      await race.given()
      const before = await snapshot(store)
      patch = lockDuringPbkdf2(vault, race.during)
      const error = await race.call().catch((e: unknown) => e)
      expect(patch.fired()).toBe(true)
      expect(error).toBeInstanceOf(VaultLockedError)
      expect((await vault.status()).unlocked).toBe(false)
      expect(await snapshot(store)).toEqual(before)

      // Without a lock the same call goes through: it was the lock, and nothing else, that stopped it.
      patch.restore()
      patch = null
      await race.again?.()
      await race.call()
      await (race.done ?? opened)()
    },
  )

  it('also wins over a call still waiting in the queue when the lock came', async () => {
    await storedAndLocked()
    const before = await snapshot(store)
    patch = lockDuringPbkdf2(vault, 'deriveKey')
    // The import is made before the lock but only runs after the unlock, once the lock has happened.
    const unlocking = vault.unlock(PASSWORD)
    const importing = vault.importPrivateKey(OTHER_KEY, { password: PASSWORD })
    const results = await Promise.allSettled([unlocking, importing])
    expect(patch.fired()).toBe(true)
    for (const result of results) {
      expect(result.status === 'rejected' && result.reason).toBeInstanceOf(VaultLockedError)
    }
    expect(await vault.status()).toMatchObject({ unlocked: false, address: before.current?.address })
    expect(await snapshot(store)).toEqual(before)
  })

  it('counts only the locks after a call is made: a call made after the lock opens', async () => {
    await storedAndLocked()
    patch = lockDuringPbkdf2(vault, 'deriveKey')
    await expect(vault.unlock(PASSWORD)).rejects.toBeInstanceOf(VaultLockedError)
    patch.restore()
    patch = null
    // Made after the lock: its count is the new one, so it opens.
    expect(await vault.importPrivateKey(OTHER_KEY, { password: PASSWORD })).toEqual({
      address: OTHER_ADDRESS,
    })
    expect((await vault.status()).unlocked).toBe(true)
  })
})

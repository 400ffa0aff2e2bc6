import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportError } from '../../src/domain/errors'
import { parseKeystoreV3 } from '../../src/workers/vault/keystoreV3Format'
import { keystoreText, legacyGarbage } from '../domain/vaultFileGarbage'
import { isolatedVault, JUNK_KEY, PASSWORD, reset, snapshot } from './vaultHarness'

/**
 * The search for a file the parsers wrongly take runs with 10 000 runs on the same generators in
 * tests/domain/vaultFiles.property.test.ts; here the vault's handling of what they refuse (refused with the
 * import message, nothing stored changed) is checked on a fifth of that, beside the end-to-end suite.
 */
const runs = { numRuns: 2_000 }
// One device with nothing stored yet (sign-up done), one with a wallet stored and open.
const empty = isolatedVault('billetera-test-files-empty')
const stored = isolatedVault('billetera-test-files-stored')

/** Text that fails the v3 shape check: the worker must refuse it before deriving any key. */
const keystoreGarbage = keystoreText.filter((text) => {
  try {
    parseKeystoreV3(text)
    return false
  } catch {
    return true
  }
})

/** The error a call fails with; the property fails if it succeeds. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('garbage was accepted'),
    (error: unknown) => error,
  )

beforeAll(async () => {
  await reset(empty.vault, empty.store)
  await empty.vault.setPassword(PASSWORD)
  await reset(stored.vault, stored.store)
  await stored.vault.setPassword(PASSWORD)
  await stored.vault.importPrivateKey(JUNK_KEY)
})
afterAll(async () => {
  await reset(empty.vault, empty.store)
  await reset(stored.vault, stored.store)
})

describe('garbage files through the worker', { timeout: 600_000 }, () => {
  it('a keystore file is refused with the import message, and nothing stored changes', async () => {
    const before = { empty: await snapshot(empty.store), stored: await snapshot(stored.store) }
    await fc.assert(
      fc.asyncProperty(keystoreGarbage, async (file) => {
        expect(await refusal(empty.vault.importKeystore(file, PASSWORD))).toBeInstanceOf(ImportError)
        const over = stored.vault.importKeystore(file, PASSWORD, { password: PASSWORD })
        expect(await refusal(over)).toBeInstanceOf(ImportError)
      }),
      runs,
    )
    expect(await snapshot(empty.store)).toEqual(before.empty)
    expect(await snapshot(stored.store)).toEqual(before.stored)
    expect((await stored.vault.status()).unlocked).toBe(true)
  })

  it('a legacy wallet is refused with the import message, migrated or archived, and nothing changes', async () => {
    const before = { empty: await snapshot(empty.store), stored: await snapshot(stored.store) }
    await fc.assert(
      fc.asyncProperty(legacyGarbage, async (json) => {
        expect(await refusal(empty.vault.migrateLegacy(PASSWORD, json))).toBeInstanceOf(ImportError)
        expect(await refusal(stored.vault.archiveLegacy(PASSWORD, json))).toBeInstanceOf(ImportError)
        expect(await stored.vault.legacyMatchesVault(json)).toBe(false)
      }),
      runs,
    )
    expect(await snapshot(empty.store)).toEqual(before.empty)
    expect(await snapshot(stored.store)).toEqual(before.stored)
  })
})

import { type Remote, wrap } from 'comlink'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { importWith } from '../../src/signer/ownImport'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import type { WorkerConnect } from '../../src/workers/vault.worker'
import type { VaultApi } from '../../src/workers/vaultApi'
import { resetVault } from './resetVault'
import {
  JUNK,
  JUNK_ADDRESS,
  JUNK_KEY,
  OTHER_ADDRESS,
  OTHER_KEY,
  OTHER_PASSWORD,
  PASSWORD,
} from './vaultHarness'

/**
 * Issue 41, docs/signer-plan.md step 4: importing a wallet happens in the signer's import screen. The app's port
 * refuses `setPassword` and the three imports, even with a stored wallet's right password to replace it; the
 * import screen imports through the signer page's own port (`importWith`), under the password typed there.
 */
registerErrorTransfer()

const worker = new Worker(new URL('../../src/workers/vault.worker.ts', import.meta.url), {
  type: 'module',
  name: 'vault',
})
const appChannel = new MessageChannel()
const ownChannel = new MessageChannel()
worker.postMessage(
  { type: 'connect', port: appChannel.port1, own: ownChannel.port1 } satisfies WorkerConnect,
  [appChannel.port1, ownChannel.port1],
)
const app: Remote<VaultApi> = wrap<VaultApi>(appChannel.port2)
/** The signer page's own port, as its import hook hands it to importWith. */
const own = ownChannel.port2
const signer = wrap<VaultApi>(own)

/** The Web3 Secret Storage Definition's PBKDF2 test vector (password "testpassword"). */
const FILE = JSON.stringify({
  crypto: {
    cipher: 'aes-128-ctr',
    cipherparams: { iv: '6087dab2f9fdbbfaddc31a909735c1e6' },
    ciphertext: '5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46',
    kdf: 'pbkdf2',
    kdfparams: {
      c: 262144,
      dklen: 32,
      prf: 'hmac-sha256',
      salt: 'ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd',
    },
    mac: '517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2',
  },
  id: '3198bc9c-6672-5ab3-d995-4942343ae5b6',
  version: 3,
})
const FILE_ADDRESS = '0x008AeEda4D805471dF9b2A5B0f38A0C3bCBA786b'

/** How the app's port refuses a call only the signer's own port makes (whichever side rebuilt the error). */
const refused = async (call: Promise<unknown>) => {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { name?: string; shortMessage?: string; message?: string } | null
  expect(error?.name).toBe('TypeError')
  expect(error?.shortMessage ?? error?.message).toMatch(/only the calls of its API/)
}
const stored = async () => (await signer.status()).address

// This file's worker goes with it: a lock it broadcast while the next file runs would lock that file's worker.
afterAll(async () => {
  worker.terminate()
  await resetVault({ lock: async () => {} } as never)
})

describe('importing a wallet', () => {
  beforeEach(() => resetVault(signer))

  it('is refused on the app’s channel, on an empty device and over a stored wallet with its right password', async () => {
    await refused(app.setPassword(OTHER_PASSWORD))
    await refused(app.importPrivateKey(OTHER_KEY))
    await refused(app.importMnemonic(JUNK))
    await refused(app.importKeystore(FILE, 'testpassword'))
    expect(await stored()).toBeNull()

    await importWith(own, 'privateKey', JUNK_KEY, '', PASSWORD)
    await refused(app.importPrivateKey(OTHER_KEY, { password: PASSWORD }))
    await refused(app.importMnemonic(JUNK, { password: PASSWORD }))
    await refused(app.importKeystore(FILE, 'testpassword', { password: PASSWORD }))
    expect(await stored()).toBe(JUNK_ADDRESS)
  })

  it('on the signer’s own port seals the seed phrase, the key or the backup file under the password typed in the frame', async () => {
    expect(await importWith(own, 'mnemonic', JUNK, '', OTHER_PASSWORD)).toEqual({
      address: JUNK_ADDRESS,
      kind: 'mnemonic',
    })
    await signer.lock()
    await expect(signer.unlock(OTHER_PASSWORD)).resolves.toEqual({ address: JUNK_ADDRESS })

    await resetVault(signer)
    expect(await importWith(own, 'keystore', FILE, 'testpassword', OTHER_PASSWORD)).toEqual({
      address: FILE_ADDRESS,
      kind: 'privateKey',
    })
    expect((await signer.status()).unlocked).toBe(true)
  })

  it('never over a stored wallet, and bad input is refused by name and details: nothing changes', async () => {
    await expect(importWith(own, 'keystore', FILE, 'wrongpassword', OTHER_PASSWORD)).rejects.toMatchObject({
      name: 'ImportError',
      details: 'keystore password',
    })
    await expect(
      importWith(own, 'mnemonic', JUNK.replace('junk', 'junkx'), '', OTHER_PASSWORD),
    ).rejects.toMatchObject({ name: 'ImportError' })
    await expect(importWith(own, 'privateKey', OTHER_KEY, '', 'corta')).rejects.toMatchObject({
      name: 'WeakPasswordError',
    })
    expect(await stored()).toBeNull()
    await importWith(own, 'privateKey', JUNK_KEY, '', PASSWORD)
    await expect(importWith(own, 'privateKey', OTHER_KEY, '', OTHER_PASSWORD)).rejects.toMatchObject({
      name: 'VaultExistsError',
    })
    expect(await stored()).toBe(JUNK_ADDRESS)
    expect(OTHER_ADDRESS).not.toBe(JUNK_ADDRESS)
  })

  it('importWith asks for what to import and text before it calls the worker', async () => {
    await expect(importWith(own, 'words', JUNK, '', PASSWORD)).rejects.toBeInstanceOf(TypeError)
    await expect(importWith(own, 'mnemonic', 42, '', PASSWORD)).rejects.toBeInstanceOf(TypeError)
    expect(await stored()).toBeNull()
  })
})

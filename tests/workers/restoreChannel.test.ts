import { type Remote, wrap } from 'comlink'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { restoreWith } from '../../src/signer/ownImport'
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
 * Issue 41 item 5, docs/signer-plan.md step 4: "`restore(…, { allowDifferent: true })` swaps the stored wallet without
 * its password". The app's port now refuses `restore` altogether, with or without `allowDifferent`: the seed phrase
 * or key, the new password and the choice of a different wallet are typed in the signer's restore screen, which
 * restores through the signer page's own port (`restoreWith`).
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
/** The signer page's own port, as its restore hook hands it to restoreWith. */
const own = ownChannel.port2
const signer = wrap<VaultApi>(own)

/** How the app's port refuses a call only the signer's own port makes (whichever side rebuilt the error). */
const refused = async (call: Promise<unknown>) => {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { name?: string; shortMessage?: string; message?: string } | null
  expect(error?.name).toBe('TypeError')
  expect(error?.shortMessage ?? error?.message).toMatch(/only the calls of its API/)
}

const stored = async () => {
  const status = await signer.status()
  return { address: status.address, archived: (await signer.listArchived()).map((w) => w.address) }
}

// This file's worker goes with it: a lock it broadcast while the next file runs would lock that file's worker.
afterAll(async () => {
  worker.terminate()
  await resetVault({ lock: async () => {} } as never)
})

describe('restoring a wallet (¿Olvidaste tu contraseña?)', () => {
  beforeEach(async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(JUNK_KEY)
    await signer.lock()
  })

  it('is refused on the app’s channel, a different wallet or the same one; the stored wallet and its password stay', async () => {
    await refused(app.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: true }))
    await refused(app.restore(OTHER_KEY, OTHER_PASSWORD, { allowDifferent: false }))
    await refused(app.restore(JUNK_KEY, OTHER_PASSWORD, { allowDifferent: false }))
    expect(await stored()).toEqual({ address: JUNK_ADDRESS, archived: [] })
    expect((await signer.status()).unlocked).toBe(false)
    await expect(signer.unlock(PASSWORD)).resolves.toEqual({ address: JUNK_ADDRESS })
  })

  it('on the signer’s own port, another wallet’s secret restores nothing and names both wallets for the frame to ask', async () => {
    expect(await restoreWith(own, OTHER_KEY, OTHER_PASSWORD, false)).toEqual({
      different: { stored: JUNK_ADDRESS, other: OTHER_ADDRESS },
    })
    expect(await stored()).toEqual({ address: JUNK_ADDRESS, archived: [] })
    expect((await signer.status()).unlocked).toBe(false)
  })

  it('only the person’s choice in the frame restores the other wallet; the stored one goes to the archive', async () => {
    expect(await restoreWith(own, OTHER_KEY, OTHER_PASSWORD, true)).toEqual({
      restored: { address: OTHER_ADDRESS, kind: 'privateKey' },
    })
    expect(await stored()).toEqual({ address: OTHER_ADDRESS, archived: [JUNK_ADDRESS] })
    expect((await signer.status()).unlocked).toBe(true)
  })

  it('the same wallet’s words restore it at once under the new password', async () => {
    expect(await restoreWith(own, JUNK, OTHER_PASSWORD, false)).toEqual({
      restored: { address: JUNK_ADDRESS, kind: 'mnemonic' },
    })
    await signer.lock()
    await expect(signer.unlock(OTHER_PASSWORD)).resolves.toEqual({ address: JUNK_ADDRESS })
  })

  it('a wrong word, a bad checksum or a weak password is refused by name and changes nothing', async () => {
    const words = JUNK.split(' ')
    await expect(
      restoreWith(own, [...words.slice(0, 11), 'junkx'].join(' '), OTHER_PASSWORD, false),
    ).rejects.toMatchObject({
      name: 'ImportError',
    })
    await expect(
      restoreWith(own, [...words.slice(0, 11), 'test'].join(' '), OTHER_PASSWORD, false),
    ).rejects.toMatchObject({
      name: 'ImportError',
    })
    await expect(restoreWith(own, JUNK, 'corta', false)).rejects.toMatchObject({ name: 'WeakPasswordError' })
    expect(await stored()).toEqual({ address: JUNK_ADDRESS, archived: [] })
    await expect(signer.unlock(PASSWORD)).resolves.toEqual({ address: JUNK_ADDRESS })
  })

  it('restoreWith asks for text and a yes or no before it calls the worker', async () => {
    await expect(restoreWith(own, OTHER_KEY, OTHER_PASSWORD, 'yes')).rejects.toBeInstanceOf(TypeError)
    await expect(restoreWith(own, 42, OTHER_PASSWORD, true)).rejects.toBeInstanceOf(TypeError)
    expect(await stored()).toEqual({ address: JUNK_ADDRESS, archived: [] })
  })
})

import type { Remote } from 'comlink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VaultLockedError, WrongPasswordError } from '../../src/domain/errors'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import type { VaultApi } from '../../src/workers/vaultApi'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * Issue 41 item 7, docs/signer-plan.md step 4: the auto-lock time is set only with the password, on the signer
 * page's own port (its auto-lock screen). The app's port refuses `setAutoLockMinutes` even with the right
 * password and the wallet open, so no script of the app's page keeps the vault open all day; the value lives in
 * the signer's storage and a new worker (a reload, another tab) starts with it.
 */
registerErrorTransfer()

const { app, signer } = startSignerWorker()
const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const minutes = async (vault: Remote<VaultApi>) => (await vault.status()).autoLockMinutes

afterAll(() => resetVault(signer))

describe('the auto-lock setting', () => {
  beforeAll(async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
  })

  it('starts at the default of 15 minutes when the signer stored none', async () => {
    expect(await minutes(app)).toBe(15)
  })

  it('is refused on the app’s channel, right password and wallet open; the time stays', async () => {
    expect((await app.status()).unlocked).toBe(true)
    await expect(app.setAutoLockMinutes(PASSWORD, 1440)).rejects.toMatchObject(REFUSED)
    expect(await minutes(app)).toBe(15)
  })

  it('is refused with a wrong password on the signer’s own port; the time stays', async () => {
    await expect(signer.setAutoLockMinutes('wrong password!', 1440)).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    expect(await minutes(app)).toBe(15)
  })

  it('is stored with the right password on the signer’s own port, and a new worker starts with it', async () => {
    await signer.setAutoLockMinutes(PASSWORD, 7)
    expect(await minutes(app)).toBe(7)
    const next = startSignerWorker()
    try {
      expect(await minutes(next.app)).toBe(7)
    } finally {
      next.worker.terminate()
    }
  })

  it('is refused while locked, even with the right password', async () => {
    await signer.lock()
    await expect(signer.setAutoLockMinutes(PASSWORD, 1)).rejects.toBeInstanceOf(VaultLockedError)
    expect(await minutes(app)).toBe(7)
  })
})

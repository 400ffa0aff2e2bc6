import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NoVaultError, WrongPasswordError } from '../../src/domain/errors'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * docs/signer-plan.md step 3: the worker as the signer's page starts it, with the app's port and the page's
 * own. The app's port refuses `unlock` (a password typed into the app's page is never what opens the wallet);
 * its `requestUnlock` answers once the person unlocked through the signer's own port. Step 4: it refuses
 * `reveal` too, even with the right password and the wallet open (the seed and the key show in the signer's
 * reveal screen only), and `setRecipientGuard` (changed in the signer's guard screen only).
 */
registerErrorTransfer()
const { app, signer } = startSignerWorker()

const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterAll(() => resetVault(signer))

describe('the app’s channel', () => {
  it('has no wallet to wait for when none is stored', async () => {
    await resetVault(signer)
    await expect(app.requestUnlock()).rejects.toBeInstanceOf(NoVaultError)
  })

  describe('with a wallet stored, locked', () => {
    beforeAll(async () => {
      await resetVault(signer)
      await signer.setPassword(PASSWORD)
      await signer.importPrivateKey(KEY)
      await signer.lock()
    })

    it('refuses unlock with the right password, and the wallet stays locked', async () => {
      await expect(app.unlock(PASSWORD)).rejects.toMatchObject(REFUSED)
      expect((await app.status()).unlocked).toBe(false)
    })

    it('requestUnlock answers the address only once the signer’s page unlocked', async () => {
      let answered: { address: string } | null = null
      const waiting = app.requestUnlock().then((opened) => {
        answered = opened
        return opened
      })
      await expect(signer.unlock('wrong password!')).rejects.toBeInstanceOf(WrongPasswordError)
      // A round trip on the app's own port after the refused try: the wait is still open.
      expect((await app.status()).unlocked).toBe(false)
      expect(answered).toBeNull()
      await signer.unlock(PASSWORD)
      await expect(waiting).resolves.toEqual({ address: ADDRESS })
      expect((await app.status()).unlocked).toBe(true)
    })

    it('requestUnlock answers at once while the wallet is open', async () => {
      await expect(app.requestUnlock()).resolves.toEqual({ address: ADDRESS })
    })

    it('refuses reveal with the right password while open; the signer’s own port reveals', async () => {
      expect((await app.status()).unlocked).toBe(true)
      await expect(app.reveal(PASSWORD, 'privateKey')).rejects.toMatchObject(REFUSED)
      await expect(app.reveal(PASSWORD, 'privateKey', ADDRESS)).rejects.toMatchObject(REFUSED)
      await expect(signer.reveal(PASSWORD, 'privateKey')).resolves.toBe(KEY)
    })

    it('refuses setRecipientGuard with the right password; the rule stays; the signer’s own port changes it', async () => {
      const before = await app.recipientGuard()
      expect(before.enabled).toBe(true)
      await expect(app.setRecipientGuard(PASSWORD, { enabled: false, limitUsd: 1e6 })).rejects.toMatchObject(
        REFUSED,
      )
      expect(await app.recipientGuard()).toEqual(before)
      await signer.setRecipientGuard(PASSWORD, { enabled: true, limitUsd: 5 })
      expect(await app.recipientGuard()).toEqual({ enabled: true, limitUsd: 5 })
    })
  })
})

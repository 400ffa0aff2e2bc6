import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { WrongPasswordError } from '../../src/domain/errors'
import { removeWith } from '../../src/signer/ownVault'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * Issue 41, docs/signer-plan.md step 4: Cerrar sesión and Borrar datos take the password only on the signer
 * page's own port (its removal screen). The app's port refuses `signOut`, and `forget` but for Crear billetera's
 * set-aside (whose password is still typed in the app's page until create moves), even with the right password:
 * no script of the app's page logs the person out or deletes the wallet.
 */
registerErrorTransfer()

const { app, signer } = startSignerWorker()
const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** How the app's port refuses a forget that is not Crear billetera's set-aside. */
const FORGET_REFUSED = { name: 'TypeError', shortMessage: expect.stringMatching(/signer's frame/) }
const stored = async () => {
  const status = await app.status()
  return { exists: status.exists, archived: (await app.listArchived()).map((w) => w.address) }
}

afterAll(() => resetVault(signer))

describe('log out and delete', () => {
  beforeEach(async () => {
    await resetVault(signer)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
  })

  it('are refused on the app’s channel, right password and wallet open; the wallet stays', async () => {
    await expect(app.signOut(PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.forget(PASSWORD, { archive: true })).rejects.toMatchObject(FORGET_REFUSED)
    await expect(app.forget(PASSWORD)).rejects.toMatchObject(FORGET_REFUSED)
    await expect(app.forget(PASSWORD, { setAside: true, archive: true })).rejects.toMatchObject(
      FORGET_REFUSED,
    )
    expect(await stored()).toEqual({ exists: true, archived: [] })
    expect((await app.status()).unlocked).toBe(true)
  })

  it('change nothing with a wrong password on the signer’s own port', async () => {
    await expect(signer.signOut('wrong password!')).rejects.toBeInstanceOf(WrongPasswordError)
    await expect(signer.forget('wrong password!', { archive: true })).rejects.toBeInstanceOf(
      WrongPasswordError,
    )
    expect(await stored()).toEqual({ exists: true, archived: [] })
  })

  it('log out with the right password on the signer’s own port: the wallet is set aside in the archive', async () => {
    await signer.signOut(PASSWORD)
    expect(await stored()).toEqual({ exists: false, archived: [ADDRESS] })
  })

  it('delete with the right password on the signer’s own port: the wallet and the archive go', async () => {
    await signer.signOut(PASSWORD)
    await signer.setPassword(PASSWORD)
    await signer.importPrivateKey(KEY)
    await signer.forget(PASSWORD, { archive: true })
    expect(await stored()).toEqual({ exists: false, archived: [] })
  })

  it('the signer page’s removeWith asks for a password and one of the two actions before calling the worker', async () => {
    const { port1, port2 } = new MessageChannel()
    await expect(removeWith(port1, 'signout', '')).rejects.toBeInstanceOf(TypeError)
    await expect(removeWith(port1, 'archive', PASSWORD)).rejects.toBeInstanceOf(TypeError)
    port1.close()
    port2.close()
    expect(await stored()).toEqual({ exists: true, archived: [] })
  })

  it('Crear billetera’s set-aside is still answered on the app’s channel, with the password checked', async () => {
    await expect(app.forget('wrong password!', { setAside: true })).rejects.toBeInstanceOf(WrongPasswordError)
    await app.forget(PASSWORD, { setAside: true })
    expect(await stored()).toEqual({ exists: false, archived: [ADDRESS] })
  })
})

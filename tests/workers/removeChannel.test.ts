import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { WrongPasswordError } from '../../src/domain/errors'
import { removeWith } from '../../src/signer/ownVault'
import { registerErrorTransfer } from '../../src/workers/errorTransfer'
import { resetVault } from './resetVault'
import { REFUSED_ON_APP_PORT as REFUSED, startSignerWorker } from './signerChannels'

/**
 * Issue 41, docs/signer-plan.md step 4: Cerrar sesión, Borrar datos and Crear billetera's set-aside of a stored
 * wallet (on /welcome) take the password only on the signer page's own port (its removal screen). The app's port
 * refuses `signOut`, `forget` (with any options) and `archiveLegacy`, even with the right password: no script of
 * the app's page logs the person out, sets the wallet aside, deletes it, or seals a wallet of its own into the
 * archive.
 */
registerErrorTransfer()

const { app, signer, own } = startSignerWorker()
const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** An earlier version's plaintext wallet that is not the stored one (as the app hands it to the frame). */
const LEGACY_OTHER = JSON.stringify({
  address: OTHER_ADDRESS,
  privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
})
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
    await expect(app.forget(PASSWORD, { archive: true })).rejects.toMatchObject(REFUSED)
    await expect(app.forget(PASSWORD)).rejects.toMatchObject(REFUSED)
    await expect(app.forget(PASSWORD, { setAside: true })).rejects.toMatchObject(REFUSED)
    await expect(app.forget(PASSWORD, { setAside: true, archive: true })).rejects.toMatchObject(REFUSED)
    await expect(app.archiveLegacy(PASSWORD, LEGACY_OTHER)).rejects.toMatchObject(REFUSED)
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

  it('Crear billetera’s set-aside is refused on the app’s channel too, locked or open, right password: the wallet stays', async () => {
    await expect(app.forget(PASSWORD, { setAside: true })).rejects.toMatchObject(REFUSED)
    await app.lock()
    await expect(app.forget(PASSWORD, { setAside: true })).rejects.toMatchObject(REFUSED)
    await expect(app.archiveLegacy(PASSWORD, LEGACY_OTHER)).rejects.toMatchObject(REFUSED)
    expect(await stored()).toEqual({ exists: true, archived: [] })
  })

  it('the set-aside on the signer page’s own port (removeWith signout, the wallet locked): a wrong password seals and sets aside nothing; the right one seals the other plaintext wallet, then sets the stored one aside', async () => {
    await app.lock()
    await expect(removeWith(own, 'signout', 'wrong password!', [LEGACY_OTHER])).rejects.toMatchObject({
      name: 'WrongPasswordError',
    })
    expect(await stored()).toEqual({ exists: true, archived: [] })
    const told: number[][] = []
    expect(await removeWith(own, 'signout', PASSWORD, [LEGACY_OTHER], (sealed) => told.push(sealed))).toEqual(
      [0],
    )
    expect(told).toEqual([[0]])
    expect(await stored()).toEqual({ exists: false, archived: [ADDRESS, OTHER_ADDRESS] })
  })
})

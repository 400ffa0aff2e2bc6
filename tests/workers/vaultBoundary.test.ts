import { createEndpoint } from 'comlink'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ReviewExpiredError } from '../../src/domain/errors'
import { getVault } from '../../src/workers/vaultClient'
import { resetVault } from './resetVault'

/**
 * The worker as a hostile script on the page reaches it: through the app's own Comlink proxy, with every
 * message Comlink can send (read, write, construct, new endpoint), not only the API's calls.
 */
const vault = getVault()
// biome-ignore lint/suspicious/noExplicitAny: the attacker's view of the proxy, which TypeScript would refuse
const hostile = vault as any
const PASSWORD = 'correct horse battery'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const REFUSED = { name: 'TypeError', shortMessage: expect.stringMatching(/only the calls of its API/) }

/** Settles a Comlink thenable (a property read through the proxy) as a promise. */
const read = (thenable: PromiseLike<unknown>) => new Promise((ok, fail) => thenable.then(ok, fail))

/** What an attacker runs inside the worker once it can build a function there: every Map answers `forged`. */
const FORGE = `
  const get = Map.prototype.get
  Map.prototype.get = function (key) {
    if (key !== 'forged') return get.call(this, key)
    const plan = {
      chainId: 1, from: '${ADDRESS}', intent: {}, calls: [{ to: '${STRANGER}', value: 10n ** 18n }],
      gasLimits: [21000n], fees: { maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n },
    }
    return { plan, checked: { decoded: [], transfer: null }, hash: '0x', expiresAt: Infinity, needsPassword: false, usd: 0 }
  }`

beforeAll(async () => {
  await resetVault(vault)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => resetVault(vault))

describe('the worker answers a page script only the calls of its API', () => {
  it('has no blind signing call', async () => {
    const tx = {
      chainId: 1,
      to: STRANGER,
      value: 10n ** 18n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 10n ** 10n,
    }
    await expect(hostile.signTransaction(tx)).rejects.toMatchObject(REFUSED)
  })

  it('runs no code a page script sends, so nothing in the worker can be rewired to sign a forged review', async () => {
    const attack = async () => {
      const forge = await new hostile.constructor.constructor(FORGE)
      await forge()
    }
    await expect(attack()).rejects.toMatchObject(REFUSED)
    await expect(vault.signReviewed('forged', { nonce: 0 })).rejects.toBeInstanceOf(ReviewExpiredError)
  })

  it('answers no property read, write or new endpoint', async () => {
    await expect(read(hostile.constructor.name)).rejects.toMatchObject(REFUSED)
    await expect(read(hostile.status)).rejects.toMatchObject(REFUSED)
    await expect(hostile[createEndpoint]()).rejects.toMatchObject(REFUSED)
    // Comlink answers a write with a promise the assignment drops: it surfaces as an unhandled rejection.
    let onRejection = (_e: PromiseRejectionEvent) => {}
    const refusedWrite = new Promise<unknown>((resolve) => {
      onRejection = (e) => resolve(e.reason)
    })
    window.addEventListener('unhandledrejection', onRejection)
    try {
      hostile.constructor.prototype.lock = 0
      expect(await refusedWrite).toMatchObject(REFUSED)
    } finally {
      window.removeEventListener('unhandledrejection', onRejection)
    }
    await expect(vault.lock()).resolves.toBeUndefined()
    expect((await vault.status()).unlocked).toBe(false)
    await vault.unlock(PASSWORD)
  })

  it('takes plain values only, never a proxy back to the page', async () => {
    const { proxy } = await import('comlink')
    await expect(hostile.unlock(proxy({ toString: () => PASSWORD }))).rejects.toMatchObject(REFUSED)
    expect((await vault.status()).unlocked).toBe(true)
  })
})

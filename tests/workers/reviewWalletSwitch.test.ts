import { clear, createStore, type UseStore } from 'idb-keyval'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { UnsafeTransactionError } from '../../src/domain/errors'
import { Vault } from '../../src/workers/vault/vault'
import { FRIEND, KEY, PASSWORD, STRANGER, transfer } from './plans'

/** Hardhat's second key: STRANGER's. */
const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/**
 * The vault's own IndexedDB store, with a gate the test can close on the next call: that call (the review's
 * read of the new-recipient rule) waits until the test opens it again.
 */
function gatedStore(inner: UseStore) {
  let gate: { reached: () => void; opened: Promise<void> } | null = null
  function store<T>(mode: IDBTransactionMode, callback: (s: IDBObjectStore) => T | PromiseLike<T>) {
    const held = gate
    gate = null
    if (!held) return inner(mode, callback)
    held.reached()
    return held.opened.then(() => inner(mode, callback))
  }
  function closeNext() {
    let open = () => {}
    let reached = () => {}
    const opened = new Promise<void>((resolve) => {
      open = resolve
    })
    const waiting = new Promise<void>((resolve) => {
      reached = resolve
    })
    gate = { reached, opened }
    return { waiting, open }
  }
  return { store, closeNext }
}

const inner = createStore('billetera-test-wallet-switch', 'vault')
const { store, closeNext } = gatedStore(inner)
const vault = new Vault({ channel: null, store })

beforeAll(async () => {
  await clear(inner)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

it('never signs with another wallet a plan reviewed for the one open when the review began', async () => {
  const fromMe = transfer('ETH', FRIEND, 10n ** 15n)
  const gate = closeNext()
  const review = vault.reviewPlan(fromMe).then(
    (r) => r,
    (e: unknown) => e,
  )
  await gate.waiting
  // Another wallet opens while the review reads the rule (here an import over it, with the password).
  expect(await vault.importPrivateKey(OTHER_KEY, { password: PASSWORD })).toEqual({ address: STRANGER })
  gate.open()
  const answer = await review
  expect(answer).toBeInstanceOf(UnsafeTransactionError)
  expect((answer as UnsafeTransactionError).details).toMatch(/not from this wallet/)
  // Had it answered an id, Confirm would have signed, with STRANGER's key, a plan built for ME.
  expect((await vault.status()).address).toBe(STRANGER)
})

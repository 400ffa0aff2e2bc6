import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise, waitFor } from 'xstate'
import { Secret } from '../../src/domain/secret'
import type { SettingsDeps } from '../../src/machines/settings/settingsActors'
import {
  type Leftovers,
  type RemovalInput,
  settingsMachine,
} from '../../src/machines/settings/settingsMachine'

const stored = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const archivedAddress = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const otherLegacy = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const leftovers: Leftovers = {
  archived: [{ id: 'a1', address: archivedAddress, kind: 'mnemonic', archivedAt: 1 }],
  legacy: [
    { key: 'wallet', address: stored, sameAsWallet: true },
    { key: 'walletData', address: otherLegacy, sameAsWallet: false },
  ],
  unconfirmed: [archivedAddress],
}
const password = new Secret('clave-de-prueba-123')
const settle = () => new Promise((resolve) => setTimeout(resolve))

describe('Log out and Delete name what else is stored before anything is removed', () => {
  function panel(read: () => Promise<Leftovers>, remove: (input: RemovalInput) => Promise<void>) {
    const removed: (Leftovers | null)[] = []
    const removal = fromPromise<void, RemovalInput>(async ({ input }) => {
      removed.push(input.leftovers)
      return remove(input)
    })
    const actor = createActor(
      settingsMachine.provide({
        actors: { readLeftovers: fromPromise(read), logOut: removal, deleteAll: removal },
      }),
    ).start()
    actor.send({ type: 'settings.open' })
    return { actor, removed }
  }

  it.each(['logout', 'delete'] as const)(
    "%s: the question lists them; the signer frame's done counts only once they are read",
    async (what) => {
      let answer: (value: Leftovers) => void = () => {}
      const { actor, removed } = panel(
        () => new Promise((resolve) => (answer = resolve)),
        () => new Promise(() => {}),
      )
      actor.send({ type: `${what}.request` })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      actor.send({ type: 'removal.done' })
      expect(removed).toEqual([])
      answer(leftovers)
      await settle()
      expect(actor.getSnapshot().context.leftovers).toEqual(leftovers)
      // The app's page takes no password for these any more: the signer's frame does (the machine knows no such
      // event: one sent anyway changes nothing).
      actor.send({ type: 'confirm.accept', password } as never)
      expect(removed).toEqual([])
      actor.send({ type: 'removal.done' })
      expect(removed).toEqual([leftovers])
    },
  )

  it('what cannot be read cannot be removed: the question says so and nothing moves on', async () => {
    const { actor, removed } = panel(
      () => Promise.reject(new Error('IndexedDB blocked')),
      async () => {},
    )
    actor.send({ type: 'delete.request' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { confirmingDelete: 'unreadable' } })
    expect(actor.getSnapshot().context).toMatchObject({
      confirmError: 'leftovers.readFailed',
      leftovers: null,
    })
    actor.send({ type: 'removal.done' })
    expect(removed).toEqual([])
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context).toMatchObject({ confirmError: null, leftovers: null })
  })

  it('a failure after the frame acted keeps the question, its list and its message; nothing is read twice', async () => {
    let reads = 0
    const { actor } = panel(
      async () => {
        reads++
        return leftovers
      },
      () => Promise.reject(new Error('session gone')),
    )
    actor.send({ type: 'logout.request' })
    await settle()
    actor.send({ type: 'removal.done' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: { confirmingLogout: 'asking' } })
    expect(actor.getSnapshot().context).toMatchObject({ confirmError: 'settings.failed', leftovers })
    expect(reads).toBe(1)
  })
})

describe('settingsActors: what Log out and Delete do with them', () => {
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  /** localStorage with two plaintext wallets (a copy of the stored one, and another), and a recording vault. */
  async function withLeftovers(vault: Record<string, (...args: never[]) => Promise<unknown>>) {
    const items = new Map([
      ['wallet', JSON.stringify({ address: stored, privateKey: '0x01' })],
      ['walletData', JSON.stringify({ address: otherLegacy, privateKey: '0x02' })],
      ['user', 'Ana'],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    })
    const calls: string[] = []
    const recorded = Object.fromEntries(
      Object.entries(vault).map(([name, fn]) => [
        name,
        async (...args: unknown[]) => {
          calls.push(
            `${name} ${args.map((a) => (typeof a === 'string' && a.startsWith('{') ? JSON.parse(a).address : JSON.stringify(a))).join(' ')}`,
          )
          return fn(...(args as never[]))
        },
      ]),
    )
    vi.resetModules() // the actors below must import this mock, not a vault client another file imported
    vi.doMock('../../src/workers/vaultClient', () => ({
      getVault: () => recorded,
    }))
    const { settingsActors } = await import('../../src/machines/settings/settingsActors')
    const session = createActor(
      createMachine({
        initial: 'unlocked',
        states: { unlocked: { on: { 'session.signOut': 'noWallet' } }, noWallet: {} },
      }),
    ).start()
    const deps = {
      session,
      goHome: async () => {},
    } as unknown as SettingsDeps
    return { actors: settingsActors(deps), items, calls }
  }
  const matches = async (json: string) => JSON.parse(json).address === stored

  it('reads the archive and tells a copy of the open wallet from another plaintext wallet', async () => {
    const { actors } = await withLeftovers({
      listArchived: async () => leftovers.archived,
      legacyMatchesVault: matches as never,
      unconfirmedWallets: async () => leftovers.unconfirmed,
    })
    const read = createActor(actors.readLeftovers).start()
    await waitFor(read, (s) => s.status === 'done')
    expect(read.getSnapshot().output).toEqual(leftovers)
  })

  it("after the signer's frame set the wallet aside, Cerrar sesión removes the plaintext copy of that wallet and those the frame sealed, and calls nothing on the app's channel", async () => {
    const { actors, items, calls } = await withLeftovers({
      legacyMatchesVault: matches as never,
      archiveLegacy: async () => ({ address: otherLegacy }),
      signOut: async () => {},
      forget: async () => {},
    })
    const logOut = createActor(actors.logOut, { input: { leftovers, sealed: ['walletData'] } }).start()
    await waitFor(logOut, (s) => s.status !== 'active')
    expect(logOut.getSnapshot().status).toBe('done')
    // The password was typed, the other wallet sealed and the wallet set aside in the signer's frame: the
    // page passes none.
    expect(calls).toEqual([])
    expect(items.has('wallet')).toBe(false)
    expect(items.has('walletData')).toBe(false)

    // One the frame could not seal (its parts disagree) stays where it is.
    vi.resetModules()
    const kept = await withLeftovers({})
    const notSealed = createActor(kept.actors.logOut, { input: { leftovers, sealed: [] } }).start()
    await waitFor(notSealed, (s) => s.status !== 'active')
    expect(kept.items.has('wallet')).toBe(false)
    expect(kept.items.has('walletData')).toBe(true)
  })
})

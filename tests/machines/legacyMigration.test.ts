import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type LegacyMigrationEvent,
  legacyMigrationMachine,
} from '../../src/machines/session/legacyMigrationMachine'
import { describeShortestPaths } from './modelPaths'

const address: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const never = () => new Promise<never>(() => {})
const testMachine = legacyMigrationMachine.provide({
  actors: { openWallet: fromPromise(never) as never },
})

// The new password is typed, and its rules said, in the signer's frame (docs/signer-plan.md step 4): the
// machine hears only that the frame sealed the wallets, and which it could not.
const events = [
  { type: 'legacy.migrated', address, kept: [] },
  { type: 'legacy.migrated', address, kept: [{ key: 'walletData', address: other }] },
  { type: 'legacy.continue' },
  { type: 'xstate.done.actor.openWallet' },
  { type: 'xstate.error.actor.openWallet', error: new Error('another wallet is open') },
] as unknown as LegacyMigrationEvent[]

describeShortestPaths('legacyMigrationMachine', legacyMigrationMachine, testMachine, events)

describe('legacyMigrationMachine rules', () => {
  it('names what the frame could not seal before the wallet opens; opens the address the frame sealed', async () => {
    const opened: Address[] = []
    const actor = createActor(
      legacyMigrationMachine.provide({
        actors: {
          openWallet: fromPromise<void, { address: Address }>(async ({ input }) => {
            opened.push(input.address)
          }),
        },
      }),
    ).start()
    actor.send({ type: 'legacy.continue' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'legacy.migrated', address, kept: [{ key: 'walletData', address: other }] })
    expect(actor.getSnapshot().value).toBe('partlyKept')
    expect(opened).toEqual([])
    actor.send({ type: 'legacy.continue' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(opened).toEqual([address])
  })
})

describe('legacyMigrationActors: the frame’s word settles the plaintext, the worker’s status opens the wallet', () => {
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function withStorage(status: { unlocked: boolean; address: Address | null }) {
    const items = new Map([
      ['wallet', JSON.stringify({ address, privateKey: '0x01' })],
      ['walletData', JSON.stringify({ address: other, privateKey: '0x02' })],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    })
    // The unit project shares modules between files (isolate: false): the actors must import this mock.
    vi.resetModules()
    vi.doMock('../../src/workers/vaultClient', () => ({
      getVault: () => ({ status: async () => ({ ...status, kind: 'privateKey' }) }),
    }))
    return { items, actors: await import('../../src/machines/session/legacyMigrationActors') }
  }

  it('hands over every plaintext wallet in order; removes those the frame sealed, names those it kept', async () => {
    const { items, actors } = await withStorage({ unlocked: true, address })
    const handed = actors.legacyWalletsToSeal()
    expect(handed.map((w) => w.key)).toEqual(['wallet', 'walletData'])
    expect(actors.settleMigration(handed, [0], [1])).toEqual([{ key: 'walletData', address: other }])
    expect([...items.keys()]).toEqual(['walletData'])
    // Places the frame did not get, or that are not numbers, remove nothing.
    expect(actors.settleMigration(handed, [5, '1'], [])).toEqual([])
    expect([...items.keys()]).toEqual(['walletData'])
  })

  it('the session shows the wallet only when the worker says that address is the one open', async () => {
    const sent: unknown[] = []
    const session = { send: (e: unknown) => sent.push(e) } as never
    const good = await withStorage({ unlocked: true, address })
    const left: string[] = []
    const open = good.actors.legacyMigrationActors({ session, leave: async () => void left.push('left') })
    const ok = createActor(open.openWallet, { input: { address } }).start()
    await waitFor(ok, (s) => s.status === 'done')
    expect(sent).toEqual([{ type: 'wallet.ready', address, kind: 'privateKey' }])
    expect(left).toEqual(['left'])

    const lying = await withStorage({ unlocked: true, address: other })
    const refused = createActor(
      lying.actors.legacyMigrationActors({ session, leave: async () => {} }).openWallet,
      { input: { address } },
    )
    const failed = new Promise((resolve) => refused.subscribe({ error: resolve }))
    refused.start()
    expect(await failed).toBeInstanceOf(Error)
    expect(sent).toHaveLength(1)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import {
  type ArchiveEvent,
  archiveMachine,
  type ReopenedInput,
} from '../../src/machines/archive/archiveMachine'
import type { ArchivedWallet } from '../../src/workers/vaultApi'
import { leafStates } from './leafStates'

const first: ArchivedWallet = {
  id: 'a1',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  kind: 'privateKey',
  archivedAt: Date.UTC(2026, 0, 2, 12),
}
const second: ArchivedWallet = {
  id: 'b2',
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  kind: 'mnemonic',
  archivedAt: Date.UTC(2026, 0, 1, 9),
}
const never = () => new Promise<never>(() => {})
const testMachine = archiveMachine.provide({
  actors: {
    listArchived: fromPromise(never) as never,
    walletOpened: fromPromise(never) as never,
  },
})

const events = [
  { type: 'archive.show' },
  { type: 'xstate.done.actor.listArchived', output: [first, second] },
  { type: 'xstate.done.actor.listArchived', output: [] },
  { type: 'xstate.error.actor.listArchived', error: new Error('IndexedDB blocked') },
  { type: 'archive.open', id: 'a1' },
  { type: 'archive.download', id: 'b2' },
  { type: 'archive.open', id: 'gone' },
  // The signer's frame's word: for the wallet and action asked, or another (ignored).
  { type: 'archive.reopened', id: 'a1', address: first.address },
  { type: 'archive.reopened', id: 'b2', address: second.address },
  { type: 'archive.downloaded', id: 'b2' },
  { type: 'archive.downloaded', id: 'a1' },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.walletOpened' },
  { type: 'xstate.error.actor.walletOpened', error: new Error('worker gone') },
] as unknown as ArchiveEvent[]

type Snapshot = SnapshotFrom<typeof archiveMachine>
/** What the user sees: the list's addresses, the question open (whose, what for), the message, the state. */
const seen = (s: Snapshot) => ({
  value: s.value,
  listed: s.context.wallets?.map((w) => w.address) ?? null,
  asking: s.context.selected ? `${s.context.selected.action} ${s.context.selected.wallet.address}` : null,
  error: s.context.error,
  notice: s.context.notice,
  busy: s.hasTag('busy'),
})

describe('archiveMachine (Billeteras anteriores), model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events,
    serializeState: (s) => JSON.stringify(seen(s as Snapshot)),
  })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(leafStates(archiveMachine.root).sort())
  })

  it('closes the question only on the frame’s word for the wallet and the action it asks', () => {
    const words = [
      { type: 'archive.reopened', id: 'a1', address: first.address },
      { type: 'archive.reopened', id: 'b2', address: second.address },
      { type: 'archive.downloaded', id: 'a1' },
      { type: 'archive.downloaded', id: 'b2' },
    ] as const
    const outcomes: string[] = []
    for (const asked of [
      { type: 'archive.open', id: 'a1' },
      { type: 'archive.download', id: 'b2' },
    ] as const)
      for (const word of words) {
        const actor = createActor(testMachine).start()
        actor.send({ type: 'archive.show' })
        actor.send({ type: 'xstate.done.actor.listArchived', output: [first, second] } as never)
        actor.send(asked)
        actor.send(word)
        outcomes.push(`${asked.type} ${asked.id} + ${word.type} ${word.id} → ${actor.getSnapshot().value}`)
        actor.stop()
      }
    expect(outcomes).toEqual([
      'archive.open a1 + archive.reopened a1 → reopened',
      'archive.open a1 + archive.reopened b2 → confirming',
      'archive.open a1 + archive.downloaded a1 → confirming',
      'archive.open a1 + archive.downloaded b2 → confirming',
      'archive.download b2 + archive.reopened a1 → confirming',
      'archive.download b2 + archive.reopened b2 → confirming',
      'archive.download b2 + archive.downloaded a1 → confirming',
      'archive.download b2 + archive.downloaded b2 → listed',
    ])
  })

  for (const path of paths.filter((p) => p.steps.length <= 7)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`shows ${JSON.stringify(seen(path.state as Snapshot))} after ${route || 'start'}`, () => {
      const actor = createActor(testMachine).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(seen(actor.getSnapshot())).toEqual(seen(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

describe('archiveMachine rules', () => {
  const listed = (s: Snapshot) => s.matches('listed')
  function withArchive() {
    let list = [first, second]
    const opened: string[] = []
    const machine = archiveMachine.provide({
      actors: {
        listArchived: fromPromise(async () => list),
        walletOpened: fromPromise<void, ReopenedInput>(async ({ input }) => {
          opened.push(input.address)
          list = [
            {
              id: 'c3',
              address: '0x0000000000000000000000000000000000000001',
              kind: 'privateKey',
              archivedAt: 3,
            },
            second,
          ]
        }),
      },
    })
    return { actor: createActor(machine).start(), opened }
  }

  it('Abrir: the session is told the address the frame opened, then the list is read again with the one open before', async () => {
    const { actor, opened } = withArchive()
    actor.send({ type: 'archive.show' })
    await waitFor(actor, listed)
    actor.send({ type: 'archive.open', id: 'a1' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'archive.reopened', id: 'a1', address: first.address })
    await waitFor(actor, (s) => listed(s) && s.context.notice !== null)
    expect(opened).toEqual([first.address])
    expect(actor.getSnapshot().context).toMatchObject({
      notice: 'archive.opened',
      error: null,
      selected: null,
    })
    expect(actor.getSnapshot().context.wallets?.map((w) => w.id)).toEqual(['c3', 'b2'])
  })

  it('Descargar says the file is downloaded once the frame offered it; Cancel tells the session nothing', async () => {
    const { actor, opened } = withArchive()
    actor.send({ type: 'archive.show' })
    await waitFor(actor, listed)
    actor.send({ type: 'archive.download', id: 'b2' })
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toBe('listed')
    actor.send({ type: 'archive.download', id: 'b2' })
    actor.send({ type: 'archive.downloaded', id: 'b2' })
    expect(actor.getSnapshot().value).toBe('listed')
    expect(actor.getSnapshot().context.notice).toBe('archive.downloaded')
    expect(opened).toEqual([])
  })

  it('an empty archive is a list of none; a failed read says so and reads again when asked', async () => {
    let fail = true
    const actor = createActor(
      archiveMachine.provide({
        actors: {
          listArchived: fromPromise<ArchivedWallet[]>(async () => {
            if (fail) throw new Error('IndexedDB blocked')
            return []
          }),
        },
      }),
    ).start()
    actor.send({ type: 'archive.show' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('archive.readFailed')
    fail = false
    actor.send({ type: 'archive.show' })
    await waitFor(actor, listed)
    expect(actor.getSnapshot().context).toMatchObject({ wallets: [], error: null })
  })
})

describe('archiveActors', () => {
  // The unit project shares modules between files (isolate: false): another file may have loaded the actors
  // with the real vault client already, so the module cache starts empty before the mocks are set.
  beforeEach(() => vi.resetModules())
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.resetModules()
  })

  it('a wallet the frame opened becomes the session’s, as the worker’s status says; another address is refused', async () => {
    let status = { unlocked: true, address: first.address, kind: 'mnemonic' }
    vi.doMock('../../src/workers/vaultClient', () => ({ getVault: () => ({ status: async () => status }) }))
    const { archiveActors } = await import('../../src/machines/archive/archiveActors')
    const sent: unknown[] = []
    const actors = archiveActors({ session: { send: (e: unknown) => sent.push(e) } as never })
    const told = createActor(actors.walletOpened, { input: { address: first.address } }).start()
    await waitFor(told, (s) => s.status === 'done')
    expect(sent).toEqual([{ type: 'wallet.ready', address: first.address, kind: 'mnemonic' }])
    status = { unlocked: true, address: second.address, kind: 'mnemonic' }
    const lied = createActor(actors.walletOpened, { input: { address: first.address } })
    const failed = new Promise((resolve) => lied.subscribe({ error: resolve }))
    lied.start()
    expect(await failed).toBeInstanceOf(Error)
    expect(sent).toHaveLength(1)
  })
})

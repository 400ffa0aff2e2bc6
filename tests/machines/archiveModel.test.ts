import type { Address } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { NoVaultError, VaultLockedError, WrongPasswordError } from '../../src/domain/errors'
import { Secret } from '../../src/domain/secret'
import {
  type ArchiveEvent,
  type ArchiveInput,
  archiveMachine,
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
    reopenArchived: fromPromise(never) as never,
    exportArchived: fromPromise(never) as never,
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
  { type: 'confirm.accept', password: new Secret('') },
  { type: 'confirm.accept', password: new Secret('su propia clave') },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.reopenArchived', output: { address: first.address } },
  { type: 'xstate.error.actor.reopenArchived', error: new WrongPasswordError() },
  { type: 'xstate.error.actor.reopenArchived', error: new NoVaultError() },
  { type: 'xstate.error.actor.reopenArchived', error: new VaultLockedError() },
  { type: 'xstate.done.actor.exportArchived' },
  { type: 'xstate.error.actor.exportArchived', error: new Error('worker gone') },
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

  it('says why an open was refused, in the question, and never while asking for another wallet', () => {
    const refused = paths.filter((p) => p.state.value === 'confirming' && p.state.context.error !== null)
    const messages = new Set(
      refused.map((p) => `${seen(p.state as Snapshot).asking}: ${p.state.context.error}`),
    )
    expect([...messages].sort()).toEqual(
      [
        `download ${second.address}: archive.failed`,
        `open ${first.address}: archive.lockedMeanwhile`,
        `open ${first.address}: archive.notFound`,
        `open ${first.address}: archive.wrongPassword`,
      ].sort(),
    )
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
  /** The machine with a worker-like archive: a list, and a password per wallet. */
  function withArchive(passwords: Record<string, string>) {
    let list = [first, second]
    let open: Address = '0x0000000000000000000000000000000000000001'
    const calls: string[] = []
    const check = (input: ArchiveInput) => {
      const wallet = list.find((w) => w.id === input.id)
      if (!wallet) throw new NoVaultError()
      if (passwords[input.id] !== input.password.reveal()) throw new WrongPasswordError()
      return wallet
    }
    const machine = archiveMachine.provide({
      actors: {
        listArchived: fromPromise(async () => list),
        reopenArchived: fromPromise<{ address: Address }, ArchiveInput>(async ({ input }) => {
          const wallet = check(input)
          const before: ArchivedWallet = {
            id: 'c3',
            address: open,
            kind: 'privateKey',
            archivedAt: Date.now(),
          }
          list = [before, ...list.filter((w) => w !== wallet)]
          open = wallet.address
          calls.push(`reopen ${input.id}`)
          return { address: wallet.address }
        }),
        exportArchived: fromPromise<void, ArchiveInput>(async ({ input }) => {
          check(input)
          calls.push(`export ${input.id}`)
        }),
      },
    })
    return { actor: createActor(machine).start(), calls }
  }
  const listed = (s: Snapshot) => s.matches('listed')

  it('Abrir with a wrong password says so and changes nothing; with its own, the one open before is listed', async () => {
    const { actor, calls } = withArchive({ a1: 'clave de la primera' })
    actor.send({ type: 'archive.show' })
    await waitFor(actor, listed)
    actor.send({ type: 'archive.open', id: 'a1' })
    actor.send({ type: 'confirm.accept', password: new Secret('otra clave') })
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe('archive.wrongPassword')
    expect(actor.getSnapshot().context.wallets?.map((w) => w.id)).toEqual(['a1', 'b2'])
    expect(calls).toEqual([])
    actor.send({ type: 'confirm.accept', password: new Secret('clave de la primera') })
    await waitFor(actor, (s) => listed(s) && s.context.notice !== null)
    expect(calls).toEqual(['reopen a1'])
    expect(actor.getSnapshot().context).toMatchObject({
      notice: 'archive.opened',
      error: null,
      selected: null,
    })
    expect(actor.getSnapshot().context.wallets?.map((w) => w.address)).toEqual([
      '0x0000000000000000000000000000000000000001',
      second.address,
    ])
  })

  it('Descargar asks that wallet’s password, then says the file is downloaded; Cancel asks nothing of the vault', async () => {
    const { actor, calls } = withArchive({ b2: 'clave de la segunda' })
    actor.send({ type: 'archive.show' })
    await waitFor(actor, listed)
    actor.send({ type: 'archive.download', id: 'b2' })
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toBe('listed')
    actor.send({ type: 'archive.download', id: 'b2' })
    actor.send({ type: 'confirm.accept', password: new Secret('clave de la segunda') })
    await waitFor(actor, (s) => listed(s) && s.context.notice !== null)
    expect(actor.getSnapshot().context.notice).toBe('archive.downloaded')
    expect(calls).toEqual(['export b2'])
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
    vi.doUnmock('../../src/machines/export/download')
    vi.resetModules()
  })

  it('an opened wallet becomes the session’s; a download saves the worker’s file under its address', async () => {
    const file = JSON.stringify({ address: second.address.slice(2).toLowerCase(), version: 3 })
    const asked: unknown[] = []
    vi.doMock('../../src/workers/vaultClient', () => ({
      getVault: () => ({
        reopenArchived: async (id: string, password: string) => {
          asked.push(['reopen', id, password])
          return { address: first.address }
        },
        status: async () => ({ kind: 'privateKey' }),
        exportArchived: async (id: string, password: string) => {
          asked.push(['export', id, password])
          return file
        },
      }),
    }))
    const saved: unknown[] = []
    vi.doMock('../../src/machines/export/download', async (original) => ({
      ...(await original<typeof import('../../src/machines/export/download')>()),
      downloadFile: (name: string, data: unknown) => saved.push([name, data]),
    }))
    const { archiveActors } = await import('../../src/machines/archive/archiveActors')
    const sent: unknown[] = []
    const actors = archiveActors({ session: { send: (e: unknown) => sent.push(e) } as never })
    const password = new Secret('su propia clave')
    const reopen = createActor(actors.reopenArchived, { input: { id: 'a1', password } }).start()
    await waitFor(reopen, (s) => s.status === 'done')
    const download = createActor(actors.exportArchived, { input: { id: 'b2', password } }).start()
    await waitFor(download, (s) => s.status === 'done')
    expect(asked).toEqual([
      ['reopen', 'a1', 'su propia clave'],
      ['export', 'b2', 'su propia clave'],
    ])
    expect(sent).toEqual([{ type: 'wallet.ready', address: first.address, kind: 'privateKey' }])
    expect(saved).toEqual([[`billetera-keystore-${second.address.slice(2).toLowerCase()}.json`, file]])
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  type SettingsEvent,
  type SettingsTask,
  settingsMachine,
} from '../../src/machines/settings/settingsMachine'
import { describeShortestPaths } from './modelPaths'

const never = () => new Promise<never>(() => {})
/** An actor that never answers (typed loosely: each stub stands in for a different output type). */
const stub = () => fromPromise(never) as never

/** The real machine with every actor stubbed by one that never answers: the paths send the answers. */
const testMachine = settingsMachine.provide({
  actors: {
    runTask: stub(),
    readLeftovers: stub(),
    logOut: stub(),
    deleteAll: stub(),
  },
})

const events = [
  { type: 'settings.open' },
  { type: 'settings.close' },
  { type: 'settings.run', task: 'copyAddress' },
  { type: 'xstate.done.actor.runTask', output: 'settings.addressCopied' },
  { type: 'xstate.error.actor.runTask', error: new Error('clipboard denied') },
  { type: 'appInfo.show' },
  { type: 'logout.request' },
  { type: 'delete.request' },
  {
    type: 'xstate.done.actor.readLeftovers',
    output: {
      archived: [
        { id: 'a1', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', kind: 'mnemonic', archivedAt: 1 },
      ],
      legacy: [{ key: 'walletData', address: null, sameAsWallet: false }],
    },
  },
  { type: 'xstate.error.actor.readLeftovers', error: new Error('IndexedDB blocked') },
  { type: 'confirm.cancel' },
  { type: 'removal.done' },
  { type: 'xstate.done.actor.logOut' },
  { type: 'xstate.error.actor.logOut', error: new Error('worker gone') },
  { type: 'xstate.error.actor.deleteAll', error: new Error('storage blocked') },
  { type: 'backup.request' },
  { type: 'backup.done' },
] as unknown as SettingsEvent[]

describeShortestPaths('settingsMachine', settingsMachine, testMachine, events)

describe('settingsMachine rules', () => {
  const open = () => {
    const actor = createActor(testMachine).start()
    actor.send({ type: 'settings.open' })
    return actor
  }

  const confirming = {
    logout: { confirmingLogout: 'reading' },
    delete: { confirmingDelete: 'reading' },
    backup: 'confirmingBackup',
  }
  it.each(['logout', 'delete', 'backup'] as const)('%s asks first, and Cancel changes nothing', (what) => {
    const actor = open()
    actor.send({ type: `${what}.request` })
    expect(actor.getSnapshot().value).toEqual({ open: confirming[what] })
    actor.send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
  })

  it('Respaldar says the backup was downloaded once the signer’s frame made and offered the file, and only then', () => {
    const actor = open()
    actor.send({ type: 'backup.done' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    actor.send({ type: 'backup.request' })
    // The page takes no password: a stray confirm changes nothing, the question stays open.
    actor.send({ type: 'confirm.accept', password: 'clave-de-prueba-123' } as never)
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingBackup' })
    actor.send({ type: 'backup.done' })
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(actor.getSnapshot().context.notice).toBe('settings.backedUp')
  })

  it('runs a task and shows what the task answered', async () => {
    const ran: SettingsTask[] = []
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          runTask: fromPromise<string | null, SettingsTask>(async ({ input }) => {
            ran.push(input)
            return 'settings.addressCopied'
          }),
        },
      }),
    ).start()
    actor.send({ type: 'settings.open' })
    actor.send({ type: 'settings.run', task: 'copyAddress' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve))
    expect(ran).toEqual([{ task: 'copyAddress' }])
    expect(actor.getSnapshot().context.notice).toBe('settings.addressCopied')
  })

  it('closing forgets the last notice', () => {
    const actor = open()
    actor.send({ type: 'appInfo.show' })
    expect(actor.getSnapshot().context.notice).toBe('settings.appInfoText')
    actor.send({ type: 'settings.close' })
    expect(actor.getSnapshot().context.notice).toBeNull()
  })
})

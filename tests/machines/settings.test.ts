import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { Secret } from '../../src/domain/secret'
import { type SettingsDeps, settingsActors } from '../../src/machines/settings/settingsActors'
import {
  type AutoLockWatchEvent,
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
    backupKeystore: stub(),
    watchAutoLock: fromCallback(() => {}),
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
  { type: 'confirm.accept', password: new Secret('clave-de-prueba-123') },
  { type: 'confirm.cancel' },
  { type: 'xstate.done.actor.logOut' },
  { type: 'xstate.error.actor.logOut', error: new Error('worker gone') },
  { type: 'xstate.error.actor.deleteAll', error: new Error('storage blocked') },
  { type: 'backup.request' },
  { type: 'xstate.done.actor.backupKeystore' },
  { type: 'xstate.error.actor.backupKeystore', error: new Error('worker gone') },
  { type: 'autoLock.read', minutes: 5 },
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

  it('runs a task with its parameters and shows what the task answered', async () => {
    const ran: SettingsTask[] = []
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          runTask: fromPromise<string | null, SettingsTask>(async ({ input }) => {
            ran.push(input)
            return 'settings.autoLockSaved'
          }),
        },
      }),
    ).start()
    actor.send({ type: 'settings.open' })
    actor.send({ type: 'settings.run', task: 'setAutoLock', minutes: 5 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve))
    expect(ran).toEqual([{ task: 'setAutoLock', minutes: 5 }])
    expect(actor.getSnapshot().context.notice).toBe('settings.autoLockSaved')
  })

  it('closing forgets the last notice', () => {
    const actor = open()
    actor.send({ type: 'appInfo.show' })
    expect(actor.getSnapshot().context.notice).toBe('settings.appInfoText')
    actor.send({ type: 'settings.close' })
    expect(actor.getSnapshot().context.notice).toBeNull()
  })
})

describe('settingsMachine, the auto-lock setting', () => {
  it('shows what storage holds, and reads it again once a task has run', async () => {
    let stored = 30
    const machine = settingsMachine.provide({
      actors: {
        watchAutoLock: fromCallback<AutoLockWatchEvent>(({ sendBack, receive }) => {
          sendBack({ type: 'autoLock.read', minutes: stored })
          receive(() => sendBack({ type: 'autoLock.read', minutes: stored }))
        }),
        runTask: fromPromise<string | null, SettingsTask>(async ({ input }) => {
          if (input.task === 'setAutoLock') stored = input.minutes
          return null
        }),
      },
    })
    const actor = createActor(machine).start()
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(30)
    actor.send({ type: 'settings.open' })
    actor.send({ type: 'settings.run', task: 'setAutoLock', minutes: 5 })
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(30)
    await new Promise((resolve) => setTimeout(resolve))
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(5)
  })
})

describe('settingsActors, watchAutoLock on storage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the stored setting (the default when none or out of range) and follows other tabs', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null })
    const tab = new EventTarget()
    vi.stubGlobal('window', tab)
    const otherTab = (key: string | null) => tab.dispatchEvent(Object.assign(new Event('storage'), { key }))
    const actors = settingsActors({} as SettingsDeps)
    const actor = createActor(
      settingsMachine.provide({ actors: { watchAutoLock: actors.watchAutoLock } }),
    ).start()
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(15)
    items.set('autoLockMinutes', '60')
    otherTab('theme')
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(15)
    otherTab('autoLockMinutes')
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(60)
    items.set('autoLockMinutes', '99999')
    otherTab(null)
    expect(actor.getSnapshot().context.autoLockMinutes).toBe(15)
    actor.stop()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { WrongPasswordError } from '../../src/domain/errors'
import { Secret } from '../../src/domain/secret'
import { type SettingsDeps, settingsActors } from '../../src/machines/settings/settingsActors'
import {
  type AutoLockWatchEvent,
  type GuardSaveInput,
  type SettingsEvent,
  type SettingsTask,
  settingsMachine,
} from '../../src/machines/settings/settingsMachine'
import type { RecipientGuardSettings } from '../../src/workers/vaultApi'
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
    readRecipientGuard: stub(),
    saveRecipientGuard: stub(),
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
  { type: 'xstate.done.actor.readRecipientGuard', output: { enabled: true, limitUsd: 100 } },
  { type: 'xstate.error.actor.readRecipientGuard', error: new Error('vault locked') },
  { type: 'guard.enable', enabled: false },
  { type: 'guard.save' },
  { type: 'xstate.done.actor.saveRecipientGuard', output: { enabled: false, limitUsd: 100 } },
  { type: 'xstate.error.actor.saveRecipientGuard', error: new WrongPasswordError() },
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

describe('settingsMachine, the new-recipient rule', () => {
  const PASSWORD = 'clave-de-prueba-123'
  const settle = () => new Promise((resolve) => setTimeout(resolve))

  /** A stand-in for the key worker: it holds the rule and checks the password, as the real one does. */
  function fakeWorker(stored: RecipientGuardSettings = { enabled: true, limitUsd: 100 }) {
    const worker = { stored, reads: 0, saves: [] as RecipientGuardSettings[] }
    const machine = testMachine.provide({
      actors: {
        readRecipientGuard: fromPromise<RecipientGuardSettings>(async () => {
          worker.reads++
          return { ...worker.stored }
        }),
        saveRecipientGuard: fromPromise<RecipientGuardSettings, GuardSaveInput>(async ({ input }) => {
          if (input.password.reveal() !== PASSWORD) throw new WrongPasswordError()
          worker.saves.push(input.settings)
          worker.stored = { ...input.settings }
          return { ...worker.stored }
        }),
      },
    })
    return { worker, actor: createActor(machine).start() }
  }

  async function opened(stored?: RecipientGuardSettings) {
    const { worker, actor } = fakeWorker(stored)
    actor.send({ type: 'settings.open' })
    await settle()
    return { worker, actor }
  }

  it('shows the rule the worker holds; Guardar waits for a change', async () => {
    const { actor } = await opened({ enabled: true, limitUsd: 250 })
    const { context } = actor.getSnapshot()
    expect(context.guard).toEqual({ enabled: true, limitUsd: 250 })
    expect(context.guardDraft).toEqual({ enabled: true, limit: '250' })
    expect(actor.getSnapshot().can({ type: 'guard.save' })).toBe(false)
    actor.send({ type: 'guard.enable', enabled: false })
    expect(actor.getSnapshot().can({ type: 'guard.save' })).toBe(true)
    actor.send({ type: 'guard.enable', enabled: true })
    expect(actor.getSnapshot().can({ type: 'guard.save' })).toBe(false)
  })

  it.each([
    ['', false],
    ['12.5', false],
    ['-1', false],
    ['1e3', false],
    ['1000001', false],
    ['0', true],
    ['1000000', true],
  ])('a limit of %j can be saved: %s', async (limit, saves) => {
    const { actor } = await opened()
    actor.send({ type: 'guard.limit', limit })
    expect(actor.getSnapshot().context.guardDraft).toEqual({ enabled: true, limit })
    expect(actor.getSnapshot().can({ type: 'guard.save' })).toBe(saves)
    actor.send({ type: 'guard.save' })
    expect(actor.getSnapshot().value).toEqual({ open: saves ? 'confirmingGuard' : 'idle' })
  })

  it('asks for the password first; Cancel saves nothing and keeps what was typed', async () => {
    const { worker, actor } = await opened()
    actor.send({ type: 'guard.limit', limit: '500' })
    actor.send({ type: 'guard.save' })
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingGuard' })
    actor.send({ type: 'confirm.accept', password: new Secret('') })
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingGuard' })
    actor.send({ type: 'confirm.cancel' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' })
    expect(worker.saves).toEqual([])
    expect(actor.getSnapshot().context.guard).toEqual({ enabled: true, limitUsd: 100 })
    expect(actor.getSnapshot().context.guardDraft).toEqual({ enabled: true, limit: '500' })
  })

  it('a wrong password says so in the confirmation and changes nothing; the right one saves', async () => {
    const { worker, actor } = await opened()
    actor.send({ type: 'guard.enable', enabled: false })
    actor.send({ type: 'guard.limit', limit: '40' })
    actor.send({ type: 'guard.save' })
    actor.send({ type: 'confirm.accept', password: new Secret('otra-clave-999') })
    expect(actor.getSnapshot().value).toEqual({ open: 'savingGuard' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingGuard' })
    expect(actor.getSnapshot().context.confirmError).toBe('settings.guard.wrongPassword')
    expect(worker.stored).toEqual({ enabled: true, limitUsd: 100 })
    expect(actor.getSnapshot().context.guard).toEqual({ enabled: true, limitUsd: 100 })

    actor.send({ type: 'confirm.accept', password: new Secret(PASSWORD) })
    await settle()
    const { value, context } = actor.getSnapshot()
    expect(value).toEqual({ open: 'idle' })
    expect(worker.saves).toEqual([{ enabled: false, limitUsd: 40 }])
    expect(context.guard).toEqual({ enabled: false, limitUsd: 40 })
    expect(context.guardDraft).toEqual({ enabled: false, limit: '40' })
    expect(context.notice).toBe('settings.guard.saved')
    expect(context.confirmError).toBeNull()
    expect(actor.getSnapshot().can({ type: 'guard.save' })).toBe(false)
  })

  it('any other failure is a plain failure, and the rule stays as it was', async () => {
    const actor = createActor(
      testMachine.provide({
        actors: {
          readRecipientGuard: fromPromise<RecipientGuardSettings>(async () => ({
            enabled: true,
            limitUsd: 100,
          })),
          saveRecipientGuard: fromPromise<RecipientGuardSettings, GuardSaveInput>(async () => {
            throw new Error('worker gone')
          }),
        },
      }),
    ).start()
    actor.send({ type: 'settings.open' })
    await settle()
    actor.send({ type: 'guard.enable', enabled: false })
    actor.send({ type: 'guard.save' })
    actor.send({ type: 'confirm.accept', password: new Secret(PASSWORD) })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingGuard' })
    expect(actor.getSnapshot().context.confirmError).toBe('settings.failed')
    expect(actor.getSnapshot().context.guard).toEqual({ enabled: true, limitUsd: 100 })
  })

  it('a rule the worker cannot read (locked) can be neither changed nor saved', async () => {
    const actor = createActor(
      testMachine.provide({
        actors: {
          readRecipientGuard: fromPromise<RecipientGuardSettings>(async () => {
            throw new Error('locked')
          }),
        },
      }),
    ).start()
    actor.send({ type: 'settings.open' })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.context.guardUnreadable).toBe(true)
    expect(snapshot.context.guard).toBeNull()
    expect(snapshot.can({ type: 'guard.enable', enabled: false })).toBe(false)
    expect(snapshot.can({ type: 'guard.limit', limit: '5' })).toBe(false)
    expect(snapshot.can({ type: 'guard.save' })).toBe(false)
  })

  it('reads the rule again each time the panel opens, and forgets an unsaved change on close', async () => {
    const { worker, actor } = await opened()
    actor.send({ type: 'guard.enable', enabled: false })
    actor.send({ type: 'settings.close' })
    expect(actor.getSnapshot().context.guardDraft).toBeNull()
    worker.stored = { enabled: true, limitUsd: 300 } // another tab saved meanwhile
    actor.send({ type: 'settings.open' })
    await settle()
    expect(worker.reads).toBe(2)
    expect(actor.getSnapshot().context.guardDraft).toEqual({ enabled: true, limit: '300' })
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

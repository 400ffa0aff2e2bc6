import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { Secret } from '../../src/domain/secret'
import { type UnlockEvent, unlockMachine } from '../../src/machines/session/unlockMachine'
import { leafStates } from './leafStates'

const stored = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const other = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as const
const words = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const good = new Secret('una clave nueva larga')
const named = (name: string, details?: string) => Object.assign(new Error(name), { name, details })
const never = () => new Promise<never>(() => {})
const testMachine = unlockMachine.provide({ actors: { restoreWallet: fromPromise(never) as never } })
const input = { storedAddress: stored }

const events = [
  { type: 'restore.open' },
  { type: 'restore.cancel' },
  { type: 'restore.passwordChange', password: new Secret('password') },
  { type: 'restore.submit', secret: new Secret('  '), password: good, confirmation: good },
  {
    type: 'restore.submit',
    secret: new Secret(words),
    password: new Secret('12345678'),
    confirmation: new Secret('12345678'),
  },
  {
    type: 'restore.submit',
    secret: new Secret(words),
    password: good,
    confirmation: new Secret('otra clave larga'),
  },
  { type: 'restore.submit', secret: new Secret(words), password: good, confirmation: good },
  { type: 'xstate.done.actor.restoreWallet', output: { address: stored, sameWallet: true } },
  { type: 'xstate.error.actor.restoreWallet', error: named('DifferentWalletError', other) },
  { type: 'xstate.error.actor.restoreWallet', error: named('ImportError') },
  { type: 'restore.confirmDifferent' },
  { type: 'restore.keepStored' },
  { type: 'xstate.done.actor.restoreDifferentWallet', output: { address: other, sameWallet: false } },
  { type: 'xstate.error.actor.restoreDifferentWallet', error: new Error('disk full') },
  { type: 'xstate.error.actor.restoreDifferentWallet', error: named('VaultLockedError') },
] as unknown as UnlockEvent[]

const serializeState = ({ value, context }: SnapshotFrom<typeof unlockMachine>) =>
  JSON.stringify({ value, context })

describe('unlockMachine (¿Olvidaste tu contraseña?), model-based', () => {
  const paths = getShortestPaths(testMachine, { events, input, serializeState })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(leafStates(unlockMachine.root).sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${serializeState(path.state)} by ${route}`, () => {
      const actor = createActor(testMachine, { input }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(serializeState(actor.getSnapshot())).toEqual(serializeState(step.state as never))
      }
      actor.stop()
    })
  }
})

describe('unlockMachine rules', () => {
  it('restores the same wallet at once, and a different one only after the explicit confirmation', async () => {
    const calls: boolean[] = []
    const machine = unlockMachine.provide({
      actors: {
        restoreWallet: fromPromise(async ({ input }) => {
          calls.push(input.allowDifferent)
          if (!input.allowDifferent) throw named('DifferentWalletError', other)
          return { address: other, sameWallet: false, kind: 'mnemonic' as const }
        }),
      },
    })
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    const actor = createActor(machine, { input: { ...input, session } }).start()
    actor.send({ type: 'restore.open' })
    actor.send({ type: 'restore.submit', secret: new Secret(words), password: good, confirmation: good })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toEqual({ restore: 'confirmDifferent' })
    expect(actor.getSnapshot().context).toMatchObject({
      storedAddress: stored,
      otherAddress: other,
      differentConfirmed: false,
    })
    expect(calls).toEqual([false])
    expect(received).toEqual([])
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('abandon')
    actor.send({ type: 'restore.confirmDifferent' })
    await new Promise((r) => setTimeout(r, 0))
    expect(calls).toEqual([false, true])
    expect(actor.getSnapshot().value).toBe('done')
    // The machine hands the restored wallet to the session itself (no actor or view in between).
    expect(received).toEqual([{ type: 'wallet.ready', address: other, kind: 'mnemonic' }])
    expect(actor.getSnapshot().context).toMatchObject({
      restored: other,
      differentConfirmed: true,
      secret: null,
      newPassword: null,
    })
  })

  it('keeping the stored wallet forgets what was typed and changes nothing', async () => {
    const calls: boolean[] = []
    const machine = unlockMachine.provide({
      actors: {
        restoreWallet: fromPromise(async ({ input }) => {
          calls.push(input.allowDifferent)
          throw named('DifferentWalletError', other)
        }),
      },
    })
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'restore.open' })
    actor.send({ type: 'restore.submit', secret: new Secret(words), password: good, confirmation: good })
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: 'restore.keepStored' })
    expect(actor.getSnapshot().value).toEqual({ restore: 'editing' })
    expect(actor.getSnapshot().context).toMatchObject({ secret: null, newPassword: null, otherAddress: null })
    expect(calls).toEqual([false])
  })

  it('a lock that wins over the restore says so; any other failure says nothing changed', async () => {
    const failing = (error: Error) =>
      createActor(
        unlockMachine.provide({ actors: { restoreWallet: fromPromise(() => Promise.reject(error)) } }),
        { input },
      ).start()
    for (const [error, message] of [
      [named('VaultLockedError', 'locked while restoring'), 'restore.lockedMeanwhile'],
      [new Error('disk full'), 'restore.failed'],
    ] as const) {
      const actor = failing(error)
      actor.send({ type: 'restore.open' })
      actor.send({ type: 'restore.submit', secret: new Secret(words), password: good, confirmation: good })
      await new Promise((r) => setTimeout(r, 0))
      expect(actor.getSnapshot().value).toEqual({ restore: 'editing' })
      expect(actor.getSnapshot().context).toMatchObject({ error: message, secret: null, newPassword: null })
    }
  })
})

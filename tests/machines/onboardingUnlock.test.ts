import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type UnlockEvent, unlockMachine } from '../../src/machines/session/unlockMachine'
import { leafStates } from './leafStates'

/**
 * /unlock's machine since "¿Olvidaste tu contraseña?" moved into the signer's frame (docs/signer-plan.md step 4):
 * it shows the restore frame or the password frame, and hands the wallet the frame restored to the session. The
 * secret, the new password and the different-wallet question are the frame's; the machine holds none of them.
 */
const other = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as const

const events = [
  { type: 'restore.open' },
  { type: 'restore.cancel' },
  { type: 'restore.done', address: other, kind: 'mnemonic' },
] as UnlockEvent[]

const serializeState = ({ value, context }: SnapshotFrom<typeof unlockMachine>) =>
  JSON.stringify({ value, context })

/** The session as the machine sees it: an actor that keeps what it was sent. */
function fakeSession() {
  const received: unknown[] = []
  const session = createActor(fromCallback(({ receive }) => receive((e) => void received.push(e)))).start()
  return { session, received }
}

describe('unlockMachine (¿Olvidaste tu contraseña?), model-based', () => {
  const paths = getShortestPaths(unlockMachine, { events, input: {}, serializeState })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(leafStates(unlockMachine.root).sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${serializeState(path.state)} by ${route}, telling the session only of a restored wallet`, () => {
      const { session, received } = fakeSession()
      const actor = createActor(unlockMachine, { input: { session } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        // The paths were computed without a session; the replay hands one in, and only that differs.
        const { value, context } = actor.getSnapshot()
        expect(value).toEqual(step.state.value)
        expect({ ...context, session: null }).toEqual(step.state.context)
      }
      const restored = path.steps.some((s) => s.event.type === 'restore.done')
      expect(received).toEqual(restored ? [{ type: 'wallet.ready', address: other, kind: 'mnemonic' }] : [])
      actor.stop()
    })
  }
})

describe('unlockMachine rules', () => {
  it('hands the session the wallet the frame restored, with its kind, and is done', () => {
    const { session, received } = fakeSession()
    const actor = createActor(unlockMachine, { input: { session } }).start()
    actor.send({ type: 'restore.open' })
    expect(actor.getSnapshot().value).toBe('restore')
    actor.send({ type: 'restore.done', address: other, kind: 'privateKey' })
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.restored).toBe(other)
    expect(received).toEqual([{ type: 'wallet.ready', address: other, kind: 'privateKey' }])
  })

  it('takes no restored wallet while the password frame is on show, and Volver goes back to it', () => {
    const { session, received } = fakeSession()
    const actor = createActor(unlockMachine, { input: { session } }).start()
    actor.send({ type: 'restore.done', address: other, kind: 'mnemonic' })
    expect(actor.getSnapshot().value).toBe('password')
    actor.send({ type: 'restore.open' })
    actor.send({ type: 'restore.cancel' })
    expect(actor.getSnapshot().value).toBe('password')
    expect(actor.getSnapshot().context).toEqual({ session, restored: null })
    expect(received).toEqual([])
  })

  it('holds no secret, password or choice in its context at any step', () => {
    const actor = createActor(unlockMachine, { input: {} }).start()
    for (const event of events) {
      actor.send(event)
      expect(Object.keys(actor.getSnapshot().context).sort()).toEqual(['restored', 'session'])
    }
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type SecretPageEvent, secretPageMachine } from '../../src/machines/secrets/secretPageMachine'
import { leafStates } from './leafStates'

const never = () => new Promise<never>(() => {})
/** The real machine with its actor stubbed by one that never answers: the paths send the answers. */
const testMachine = secretPageMachine.provide({
  actors: { checkAvailable: fromPromise(never) as never },
})
const input = { what: 'mnemonic' } as const

const events = [
  { type: 'xstate.done.actor.checkAvailable', output: true },
  { type: 'xstate.done.actor.checkAvailable', output: false },
  { type: 'xstate.error.actor.checkAvailable', error: new Error('no vault') },
  { type: 'secret.shown' },
  { type: 'secret.hidden' },
] as unknown as SecretPageEvent[]

describe('secretPageMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, { events, input })

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(leafStates(secretPageMachine.root).sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${JSON.stringify(path.state.value)} by ${route}`, () => {
      const actor = createActor(testMachine, { input }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
        // The page never holds the secret nor the password: the signer's frame does (issue 41 step 4).
        expect(Object.keys(actor.getSnapshot().context).sort()).toEqual(['account', 'what'])
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('secretPageMachine rules', () => {
  it('a wallet without that secret is notAvailable, and the frame’s word changes nothing there', () => {
    const actor = createActor(testMachine, { input }).start()
    actor.send({ type: 'xstate.done.actor.checkAvailable', output: false } as never)
    actor.send({ type: 'secret.shown' })
    expect(actor.getSnapshot().value).toBe('notAvailable')
  })

  it('keeps the chosen account for the private key', () => {
    const account = '0x000000000000000000000000000000000000dEaD'
    const actor = createActor(testMachine, { input: { what: 'privateKey', account } }).start()
    expect(actor.getSnapshot().context).toEqual({ what: 'privateKey', account })
  })
})

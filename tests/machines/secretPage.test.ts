import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { Secret } from '../../src/domain/secret'
import {
  SECRET_COPIED_MS,
  type SecretPageEvent,
  secretPageMachine,
} from '../../src/machines/secrets/secretPageMachine'
import { leafStates } from './leafStates'

const never = () => new Promise<never>(() => {})
/** An actor that never answers (typed loosely: each stub stands in for a different output type). */
const stub = () => fromPromise(never) as never
const PHRASE = 'test test test test test test test test test test test junk'

/** The real machine with every actor stubbed by one that never answers: the paths send the answers. */
const testMachine = secretPageMachine.provide({
  actors: { checkAvailable: stub(), revealSecret: stub(), copyText: stub() },
})
const input = { what: 'mnemonic' } as const

const events = [
  { type: 'xstate.done.actor.checkAvailable', output: true },
  { type: 'xstate.done.actor.checkAvailable', output: false },
  { type: 'xstate.error.actor.checkAvailable', error: new Error('no vault') },
  { type: 'secret.reveal', password: new Secret('') },
  { type: 'secret.reveal', password: new Secret('correct horse battery') },
  { type: 'xstate.done.actor.revealSecret', output: new Secret(PHRASE) },
  { type: 'xstate.error.actor.revealSecret', error: new Error('wrong password') },
  { type: 'secret.copy' },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.error.actor.copyText', error: new Error('clipboard denied') },
  { type: `xstate.after.${SECRET_COPIED_MS}.secretPage.revealed.copied` },
  { type: 'secret.hide' },
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
        // The secret is in the context only while it is shown.
        const shown = actor.getSnapshot().matches('revealed')
        expect(actor.getSnapshot().context.secret?.reveal() ?? null).toBe(shown ? PHRASE : null)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('secretPageMachine rules', () => {
  function hidden() {
    const actor = createActor(testMachine, { input }).start()
    actor.send({ type: 'xstate.done.actor.checkAvailable', output: true } as never)
    return actor
  }

  it('ignores Reveal with an empty password', () => {
    const actor = hidden()
    actor.send({ type: 'secret.reveal', password: new Secret('') })
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it('hands the worker the password and the secret asked for; a wrong one says so and stays hidden', () => {
    const seen: { what: string; password: string }[] = []
    const actor = createActor(
      testMachine.provide({
        actors: {
          revealSecret: fromPromise<
            Secret,
            { what: 'mnemonic' | 'privateKey'; password: Secret; account: `0x${string}` | null }
          >(async ({ input: i }) => {
            seen.push({ what: i.what, password: i.password.reveal() })
            throw new Error('wrong password')
          }),
        },
      }),
      { input },
    ).start()
    actor.send({ type: 'xstate.done.actor.checkAvailable', output: true } as never)
    actor.send({ type: 'secret.reveal', password: new Secret('nope nope') })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(seen).toEqual([{ what: 'mnemonic', password: 'nope nope' }])
        expect(actor.getSnapshot().value).toBe('hidden')
        expect(actor.getSnapshot().context.error).toBe('secrets.wrongPassword')
        resolve()
      }),
    )
  })

  it('prints the revealed secret masked in the context', () => {
    const actor = hidden()
    actor.send({ type: 'secret.reveal', password: new Secret('correct horse battery') })
    actor.send({ type: 'xstate.done.actor.revealSecret', output: new Secret(PHRASE) } as never)
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('junk')
  })
})

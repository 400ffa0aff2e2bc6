import { describe, expect, it } from 'vitest'
import { type AnyStateNode, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { Secret } from '../../src/domain/secret'
import {
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingStep,
  onboardingMachine,
} from '../../src/machines/onboardingMachine'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const never = () => new Promise<never>(() => {})
/** An actor that never answers (typed loosely: each stub stands in for a different output type). */
const stub = () => fromPromise(never) as never

/** The real machine with every actor stubbed by one that never answers: the paths send the answers. */
const testMachine = onboardingMachine.provide({
  actors: {
    checkStoredWallet: stub(),
    clearStoredWallet: stub(),
    registerUser: stub(),
    createWallet: stub(),
    importWallet: stub(),
    copyText: stub(),
    readClipboard: stub(),
  },
})

const password = new Secret('correct horse battery')
const created = {
  address,
  mnemonic: 'test test test test test test test test test test test junk',
  privateKey: '0xac',
}
const events = [
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: false } },
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: true } },
  { type: 'xstate.error.actor.checkStoredWallet', error: new Error('IndexedDB unavailable') },
  { type: 'welcome.create' },
  { type: 'welcome.import' },
  { type: 'xstate.done.actor.clearStoredWallet' },
  { type: 'signup.submit', username: '   ', password, confirmation: password },
  {
    type: 'signup.submit',
    username: 'Ana',
    password: new Secret('short'),
    confirmation: new Secret('short'),
  },
  { type: 'signup.submit', username: 'Ana', password, confirmation: new Secret('other password') },
  { type: 'signup.submit', username: ' Ana ', password, confirmation: password },
  { type: 'xstate.done.actor.registerUser' },
  { type: 'xstate.error.actor.registerUser', error: new Error('worker failed') },
  { type: 'terms.accept' },
  { type: 'xstate.done.actor.createWallet', output: created },
  { type: 'xstate.error.actor.createWallet', error: new Error('no password') },
  { type: 'reveal.copy', what: 'mnemonic' },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.after.1500.onboarding.reveal.shown.copied' },
  { type: 'reveal.generateNew' },
  { type: 'reveal.confirm' },
  { type: 'import.tab', tab: 'privateKey' },
  { type: 'import.paste' },
  { type: 'xstate.done.actor.readClipboard', output: 'pasted text' },
  { type: 'import.pasted' },
  { type: 'import.submit', text: new Secret('   ') },
  { type: 'import.submit', text: new Secret(created.mnemonic) },
  { type: 'xstate.done.actor.importWallet', output: { address } },
  { type: 'xstate.error.actor.importWallet', error: new Error('Import failed. Check your input.') },
] as unknown as OnboardingEvent[]

/** Every leaf state the machine declares, as state values (the transient `start` excluded). */
function leaves(node: AnyStateNode, path: string[] = []): string[] {
  const children = Object.values(node.states)
  if (children.length === 0) return [JSON.stringify(toValue(path))]
  return children.flatMap((child) => (child.key === 'start' ? [] : leaves(child, [...path, child.key])))
}
function toValue(path: string[]): unknown {
  const [head, ...rest] = path
  return rest.length === 0 ? head : { [head as string]: toValue(rest) }
}

/** Each route starts its own actor at its step, so the paths start at every step the app can open. */
const starts: OnboardingInput[] = [
  {},
  { step: 'signup', mode: 'create' },
  { step: 'terms', mode: 'create' },
  { step: 'terms', mode: 'import' },
  { step: 'reveal', mode: 'create' },
  { step: 'import', mode: 'import' },
]

/** A state is its value and context, less the create token (new on every generation, so never equal). */
const serializeState = ({ value, context }: SnapshotFrom<typeof onboardingMachine>) =>
  JSON.stringify({ value, context: { ...context, createToken: undefined } })

describe('onboardingMachine, model-based', () => {
  const paths = starts.flatMap((input) =>
    getShortestPaths(testMachine, { events, input, serializeState }).map((path) => ({ input, path })),
  )

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(leaves(onboardingMachine.root).sort())
  })

  for (const { input, path } of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`from ${input.step ?? 'welcome'} (${input.mode ?? 'no mode'}), reaches ${JSON.stringify(path.state.value)} by ${route}`, () => {
      const actor = createActor(testMachine, { input }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('onboardingMachine rules', () => {
  const start = (step: OnboardingStep, mode: 'create' | 'import' | null = null) =>
    createActor(testMachine, { input: { step, mode } }).start()

  it.each([
    ['welcome', { welcome: 'checking' }],
    ['signup', { signup: 'editing' }],
    ['terms', 'terms'],
    ['reveal', { reveal: 'generating' }],
    ['import', { import: 'editing' }],
  ] as const)('starts at the step its URL names: %s', (step, value) => {
    expect(start(step).getSnapshot().value).toEqual(value)
  })

  it('goes from terms to reveal in create mode, leaving the creating to the reveal page, and to import otherwise', () => {
    const created: string[] = []
    const counting = onboardingMachine.provide({
      actors: {
        createWallet: fromPromise(async ({ input }) => {
          created.push(input.token)
          return never()
        }),
      },
    })
    const create = createActor(counting, { input: { step: 'terms', mode: 'create' } }).start()
    create.send({ type: 'terms.accept' })
    expect(create.getSnapshot().value).toEqual({ reveal: 'entering' })
    expect(created).toEqual([])
    const reveal = createActor(counting, { input: { step: 'reveal', mode: 'create' } }).start()
    expect(reveal.getSnapshot().value).toEqual({ reveal: 'generating' })
    expect(created).toHaveLength(1)
    const imp = start('terms', 'import')
    imp.send({ type: 'terms.accept' })
    expect(imp.getSnapshot().matches('import')).toBe(true)
  })

  it('explains a short or mismatched password and ignores a blank name', () => {
    const actor = start('signup', 'create')
    actor.send({ type: 'signup.submit', username: '  ', password, confirmation: password })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({
      type: 'signup.submit',
      username: 'Ana',
      password: new Secret('1234567'),
      confirmation: new Secret('1234567'),
    })
    expect(actor.getSnapshot().context.error).toBe('signup.passwordTooShort')
    actor.send({ type: 'signup.submit', username: 'Ana', password, confirmation: new Secret('x'.repeat(9)) })
    expect(actor.getSnapshot().context.error).toBe('signup.passwordMismatch')
    expect(actor.getSnapshot().matches({ signup: 'editing' })).toBe(true)
  })

  it('shows the spec’s import error and tells the session about a new wallet', () => {
    const actor = start('import', 'import')
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'import.submit', text: new Secret('bad') })
    actor.send({ type: 'xstate.error.actor.importWallet', error: new Error('x') } as never)
    expect(actor.getSnapshot().context.error).toBe('import.failed')
    actor.send({ type: 'import.submit', text: new Secret('good') })
    actor.send({ type: 'xstate.done.actor.importWallet', output: { address } } as never)
    expect(actor.getSnapshot().value).toBe('dashboard')
    expect(ready).toEqual([{ type: 'wallet.ready', address, kind: 'mnemonic' }])
  })

  it('names each generation with a new create token', () => {
    const actor = start('reveal', 'create')
    const first = actor.getSnapshot().context.createToken
    expect(first).not.toBe('')
    actor.send({ type: 'xstate.done.actor.createWallet', output: created } as never)
    actor.send({ type: 'reveal.generateNew' })
    expect(actor.getSnapshot().context.createToken).not.toBe(first)
  })

  it('keeps the new secrets out of JSON', () => {
    const actor = start('reveal', 'create')
    actor.send({ type: 'xstate.done.actor.createWallet', output: created } as never)
    const json = JSON.stringify(actor.getSnapshot().context)
    expect(json).not.toContain('test test')
    expect(actor.getSnapshot().context.wallet?.mnemonic.reveal()).toBe(created.mnemonic)
  })
})

import { describe, expect, it } from 'vitest'
import { type AnyStateNode, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { Secret } from '../../src/domain/secret'
import {
  type OnboardingEvent,
  type OnboardingInput,
  type OnboardingStep,
  onboardingMachine,
} from '../../src/machines/onboarding/onboardingMachine'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const never = () => new Promise<never>(() => {})
/** An actor that never answers (typed loosely: each stub stands in for a different output type). */
const stub = () => fromPromise(never) as never

/** The real machine with every actor stubbed by one that never answers: the paths send the answers. */
const testMachine = onboardingMachine.provide({
  actors: {
    checkStoredWallet: stub(),
    readStoredWallet: stub(),
    clearStoredWallet: stub(),
    registerUser: stub(),
    connectSigner: stub(),
    openedWallet: stub(),
  },
})

const password = new Secret('correct horse battery')
const stored = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as const
const events = [
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: false, archived: false } },
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: false, archived: true } },
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: true, archived: false } },
  { type: 'xstate.error.actor.checkStoredWallet', error: new Error('IndexedDB unavailable') },
  { type: 'welcome.create' },
  { type: 'welcome.import' },
  { type: 'xstate.done.actor.readStoredWallet', output: { address: null } },
  { type: 'xstate.done.actor.readStoredWallet', output: { address: stored } },
  // The signer's set-aside frame set the stored wallet aside (its password typed there).
  { type: 'replace.done' },
  { type: 'replace.cancel' },
  { type: 'xstate.done.actor.clearStoredWallet' },
  { type: 'xstate.error.actor.clearStoredWallet', error: new Error('localStorage unavailable') },
  { type: 'signup.submit', username: '   ' },
  { type: 'signup.submit', username: ' Ana ' },
  { type: 'xstate.done.actor.registerUser' },
  { type: 'xstate.error.actor.registerUser', error: new Error('worker failed') },
  { type: 'terms.accept' },
  // The signer's create screen: the address it announces, and the key worker's word on it.
  { type: 'create.done', address },
  { type: 'create.stored' },
  { type: 'xstate.done.actor.openedWallet', output: { address } },
  { type: 'xstate.error.actor.openedWallet', error: new Error('the key worker holds no such wallet open') },
  // The signer's import screen: the address and kind it announces, or a wallet stored meanwhile.
  { type: 'import.done', address, kind: 'privateKey' },
  { type: 'import.stored' },
  { type: 'xstate.done.actor.openedImport', output: { address } },
  { type: 'xstate.error.actor.openedImport', error: new Error('the key worker holds no such wallet open') },
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

/** A state is its value and context. */
const serializeState = ({ value, context }: SnapshotFrom<typeof onboardingMachine>) =>
  JSON.stringify({ value, context })

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
        expect(serializeState(actor.getSnapshot())).toEqual(serializeState(step.state as never))
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
    ['reveal', { reveal: 'creating' }],
    ['import', { import: 'importing' }],
  ] as const)('starts at the step its URL names: %s', (step, value) => {
    expect(start(step).getSnapshot().value).toEqual(value)
  })

  it('goes from terms to reveal in create mode, where the signer’s frame creates, and to import otherwise', () => {
    const create = start('terms', 'create')
    create.send({ type: 'terms.accept' })
    expect(create.getSnapshot().value).toEqual({ reveal: 'creating' })
    const imp = start('terms', 'import')
    imp.send({ type: 'terms.accept' })
    expect(imp.getSnapshot().matches('import')).toBe(true)
  })

  for (const mode of ['create', 'import'] as const)
    it(`takes only the name on sign-up (${mode}): the password is the signer’s frame’s`, () => {
      const actor = start('signup', mode)
      actor.send({ type: 'signup.submit', username: '  ' })
      expect(actor.getSnapshot().value).toEqual({ signup: 'editing' })
      actor.send({ type: 'signup.submit', username: 'Ana' })
      expect(actor.getSnapshot().value).toEqual({ signup: 'saving' })
      expect(actor.getSnapshot().context.error).toBeNull()
    })

  it('goes on once the key worker holds the wallet the import frame announced open, and tells the session how it was made', () => {
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    const actor = createActor(testMachine, { input: { step: 'import', mode: 'import', session } }).start()
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'import.done', address, kind: 'privateKey' })
    expect(actor.getSnapshot().value).toEqual({ import: 'opening' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(ready).toEqual([])
    actor.send({ type: 'xstate.done.actor.openedImport', output: { address } } as never)
    expect(actor.getSnapshot().value).toBe('dashboard')
    expect(ready).toEqual([{ type: 'wallet.ready', address, kind: 'privateKey' }])
    expect(received).toEqual([
      { type: 'mode.set', mode: 'import' },
      { type: 'wallet.ready', address, kind: 'privateKey' },
    ])
  })

  it('an imported address the key worker does not hold open is not taken: back to the frame, nothing told', () => {
    const actor = start('import', 'import')
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'import.done', address, kind: 'mnemonic' })
    actor.send({ type: 'xstate.error.actor.openedImport', error: new Error('no such wallet') } as never)
    expect(actor.getSnapshot().value).toEqual({ import: 'importing' })
    expect(ready).toEqual([])
  })

  it('holds no secret, file or password of an import: only the address and kind the frame announced', () => {
    const actor = start('import', 'import')
    actor.send({ type: 'import.done', address, kind: 'mnemonic' })
    const kept = Object.keys(actor.getSnapshot().context)
    for (const gone of ['importText', 'importFile', 'importFilePassword', 'pasted', 'strength'])
      expect(kept).not.toContain(gone)
  })

  it('tells the session the mode itself: the one its page started with, and the one chosen on welcome', () => {
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    createActor(testMachine, { input: { step: 'signup', mode: 'create', session } }).start()
    expect(received).toEqual([{ type: 'mode.set', mode: 'create' }])
    received.length = 0
    // No mode yet on welcome: nothing is said until Importar is chosen.
    const welcome = createActor(testMachine, { input: { session } }).start()
    welcome.send({
      type: 'xstate.done.actor.checkStoredWallet',
      output: { exists: false, archived: false },
    } as never)
    expect(received).toEqual([])
    welcome.send({ type: 'welcome.import' })
    expect(welcome.getSnapshot().value).toEqual({ signup: 'editing' })
    expect(received).toEqual([{ type: 'mode.set', mode: 'import' }])
  })

  it('goes on once the key worker holds the wallet the frame announced open, and tells the session', () => {
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    const actor = createActor(testMachine, { input: { step: 'reveal', mode: 'create', session } }).start()
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'create.done', address })
    expect(actor.getSnapshot().value).toEqual({ reveal: 'opening' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'xstate.done.actor.openedWallet', output: { address } } as never)
    expect(actor.getSnapshot().value).toBe('dashboard')
    expect(ready).toEqual([{ type: 'wallet.ready', address, kind: 'mnemonic' }])
    expect(received).toEqual([
      { type: 'mode.set', mode: 'create' },
      { type: 'wallet.ready', address, kind: 'mnemonic' },
    ])
  })

  it('an address the key worker does not hold open is not taken: back to the frame, nothing told', () => {
    const actor = start('reveal', 'create')
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'create.done', address })
    actor.send({ type: 'xstate.error.actor.openedWallet', error: new Error('no such wallet') } as never)
    expect(actor.getSnapshot().value).toEqual({ reveal: 'creating' })
    expect(ready).toEqual([])
  })

  it('holds no word, key or password of the new wallet: only the address the frame announced', () => {
    const actor = start('reveal', 'create')
    actor.send({ type: 'create.done', address })
    const kept = Object.keys(actor.getSnapshot().context)
    for (const gone of ['wallet', 'quiz', 'copied', 'createToken']) expect(kept).not.toContain(gone)
  })
})

/** The real machine whose actors record their input and answer as the test says. */
function recording(answers: Partial<Record<string, (input: unknown) => unknown>> = {}) {
  const calls: { actor: string; input: Record<string, unknown> }[] = []
  const actor = (name: string) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ actor: name, input: input as Record<string, unknown> })
      const answer = answers[name]
      return answer ? answer(input) : never()
    }) as never
  const machine = onboardingMachine.provide({
    actors: {
      checkStoredWallet: actor('checkStoredWallet'),
      readStoredWallet: actor('readStoredWallet'),
      clearStoredWallet: actor('clearStoredWallet'),
      registerUser: actor('registerUser'),
      connectSigner: actor('connectSigner'),
      openedWallet: actor('openedWallet'),
    },
  })
  return { machine, calls }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a stored wallet is set aside only in the signer’s frame', () => {
  it('a reveal page whose frame finds a wallet stored meanwhile goes home, and the machine never created one', async () => {
    const { machine, calls } = recording()
    const actor = createActor(machine, { input: { step: 'reveal', mode: 'create' } }).start()
    await settle()
    expect(calls.map((c) => c.actor)).toEqual(['connectSigner'])
    actor.send({ type: 'create.stored' })
    expect(actor.getSnapshot().value).toBe('home')
  })

  it('an import page whose frame finds a wallet stored meanwhile goes home; the machine imports nothing itself', async () => {
    const { machine, calls } = recording()
    const actor = createActor(machine, { input: { step: 'import', mode: 'import' } }).start()
    await settle()
    expect(calls.map((c) => c.actor)).toEqual(['connectSigner'])
    actor.send({ type: 'import.stored' })
    expect(actor.getSnapshot().value).toBe('home')
    expect(actor.getSnapshot().context.replacing).toBeNull()
  })

  for (const [step, mode, event] of [
    ['import', 'import', 'import.stored'],
    ['reveal', 'create', 'create.stored'],
  ] as const)
    it(`tells the session to read the signer’s storage again when the ${step} frame found a wallet stored meanwhile`, () => {
      const received: unknown[] = []
      const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
      const actor = createActor(testMachine, { input: { step, mode, session } }).start()
      actor.send({ type: event })
      expect(actor.getSnapshot().value).toBe('home')
      expect(received).toEqual([{ type: 'mode.set', mode }, { type: 'wallet.storedElsewhere' }])
    })

  it('Create on welcome with a stored wallet asks: cancel goes home; once the signer’s frame set it aside, sign-up (the machine never holds its password)', async () => {
    const clearedWith: unknown[] = []
    const { machine } = recording({
      checkStoredWallet: () => ({ exists: false, archived: false }),
      readStoredWallet: () => ({ address: stored }),
      clearStoredWallet: (input) => {
        clearedWith.push(input)
      },
    })
    const cancel = createActor(machine, { input: {} }).start()
    await settle()
    cancel.send({ type: 'welcome.create' })
    await settle()
    expect(cancel.getSnapshot().value).toEqual({ welcome: 'confirmReplace' })
    expect(cancel.getSnapshot().context.replacing).toBe(stored)
    cancel.send({ type: 'replace.cancel' })
    expect(cancel.getSnapshot().value).toBe('home')
    expect(clearedWith).toEqual([])

    const confirm = createActor(machine, { input: {} }).start()
    await settle()
    confirm.send({ type: 'welcome.create' })
    await settle()
    // Nothing the page's dialog sends carries a password: only the frame's word that it was done.
    confirm.send({ type: 'replace.confirm', password } as never)
    expect(confirm.getSnapshot().value).toEqual({ welcome: 'confirmReplace' })
    confirm.send({ type: 'replace.done' })
    await settle()
    expect(confirm.getSnapshot().value).toEqual({ signup: 'editing' })
    expect(confirm.getSnapshot().context).toMatchObject({
      mode: 'create',
      replaceConfirmed: true,
      replacing: null,
    })
    expect(clearedWith).toEqual([{ setAside: true }])
    expect(JSON.stringify(confirm.getSnapshot().context)).not.toContain(password.reveal())
  })

  it('Cancelar over a wallet stored meanwhile goes home and tells the session to read the signer’s storage again', async () => {
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    const { machine } = recording({
      checkStoredWallet: () => ({ exists: false, archived: false }),
      readStoredWallet: () => ({ address: stored }),
    })
    const actor = createActor(machine, { input: { session } }).start()
    await settle()
    actor.send({ type: 'welcome.create' })
    await settle()
    actor.send({ type: 'replace.cancel' })
    expect(actor.getSnapshot().value).toBe('home')
    expect(received).toContainEqual({ type: 'wallet.storedElsewhere' })
  })

  it('Create on welcome with nothing stored in the signer goes straight to sign-up: nothing set aside', async () => {
    const clearedWith: unknown[] = []
    const { machine } = recording({
      checkStoredWallet: () => ({ exists: false, archived: false }),
      readStoredWallet: () => ({ address: null }),
      clearStoredWallet: (input) => {
        clearedWith.push(input)
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await settle()
    actor.send({ type: 'welcome.create' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ signup: 'editing' })
    expect(actor.getSnapshot().context.replaceConfirmed).toBe(false)
    expect(clearedWith).toEqual([{ setAside: false }])
  })
})

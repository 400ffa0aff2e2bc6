import { afterAll, describe, expect, it, vi } from 'vitest'
import { type AnyStateNode, createActor, fromCallback, fromPromise, type SnapshotFrom, waitFor } from 'xstate'
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
    createWallet: stub(),
    importWallet: stub(),
    copyText: stub(),
    readClipboard: stub(),
    confirmWords: stub(),
    ratePassword: fromCallback(() => {}) as never,
  },
})

const password = new Secret('correct horse battery')
const stored = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' as const
/** An error as the vault client rebuilds it: the class name is what the machine reads. */
const named = (name: string, details?: string) => Object.assign(new Error(name), { name, details })
const PHRASE = 'test test test test test test test test test test test junk'
const PHRASE2 = 'abandon '.repeat(11).concat('about')
/** What the create actor answers: the words and key already wrapped (onboardingActors.ts wraps them). */
const created = { address, mnemonic: new Secret(PHRASE), privateKey: new Secret('0xac') }
const created2 = { ...created, address: stored, mnemonic: new Secret(PHRASE2) }
const events = [
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: false, archived: false } },
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: false, archived: true } },
  { type: 'xstate.done.actor.checkStoredWallet', output: { exists: true, archived: false } },
  { type: 'xstate.error.actor.checkStoredWallet', error: new Error('IndexedDB unavailable') },
  { type: 'welcome.create' },
  { type: 'welcome.import' },
  { type: 'xstate.done.actor.readStoredWallet', output: { address: null } },
  { type: 'xstate.done.actor.readStoredWallet', output: { address: stored } },
  { type: 'replace.confirm', password: new Secret('') },
  { type: 'replace.confirm', password },
  { type: 'replace.cancel' },
  { type: 'xstate.done.actor.clearStoredWallet' },
  { type: 'xstate.error.actor.clearStoredWallet', error: named('WrongPasswordError') },
  { type: 'signup.strength', strength: { ok: false, reason: 'common', score: 0 } },
  {
    type: 'signup.submit',
    username: 'Ana',
    password: new Secret('12345678'),
    confirmation: new Secret('12345678'),
  },
  { type: 'xstate.error.actor.registerUser', error: named('WeakPasswordError', 'common') },
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
  { type: 'xstate.error.actor.createWallet', error: named('VaultExistsError') },
  { type: 'xstate.done.actor.replaceWallet', output: created2 },
  { type: 'xstate.error.actor.replaceWallet', error: named('WrongPasswordError') },
  { type: 'reveal.confirm' },
  { type: 'quiz.submit', answers: ['test', 'nope', 'test'].map((w) => new Secret(w)) },
  { type: 'quiz.submit', answers: [' Test', 'test ', 'TEST'].map((w) => new Secret(w)) },
  { type: 'quiz.back' },
  { type: 'xstate.done.actor.confirmWords', output: true },
  { type: 'xstate.error.actor.confirmWords', error: new Error('worker gone') },
  { type: 'reveal.copy', what: 'mnemonic' },
  { type: 'xstate.done.actor.copyText' },
  { type: 'xstate.after.1500.onboarding.reveal.shown.copied' },
  { type: 'reveal.generateNew' },
  { type: 'import.tab', tab: 'privateKey' },
  { type: 'import.paste' },
  { type: 'xstate.done.actor.readClipboard', output: new Secret('pasted text') },
  { type: 'import.pasted' },
  { type: 'import.submit', text: new Secret('   ') },
  { type: 'import.submit', text: new Secret(PHRASE) },
  { type: 'xstate.done.actor.importWallet', output: { address } },
  { type: 'xstate.error.actor.importWallet', error: new Error('Import failed. Check your input.') },
  { type: 'xstate.error.actor.importWallet', error: named('VaultExistsError') },
  { type: 'xstate.error.actor.importWallet', error: named('WrongPasswordError') },
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

/**
 * The quiz picks its positions with the CSPRNG: a fixed cycle of values makes every pick 5, 7, 11, so a
 * replayed path asks what the explored one asked.
 */
let n = 0
// Set at collection time: the paths below are computed while the file is collected.
const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(((array: Uint32Array) => {
  for (let i = 0; i < array.length; i++) array[i] = [4, 6, 10][n++ % 3] as number
  return array
}) as never)
afterAll(() => spy.mockRestore())

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
          created.push(input.token.reveal())
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

  it('hands a new wallet to the session it was given, with no view in between', () => {
    const received: unknown[] = []
    const session = createActor(fromCallback(({ receive }) => receive((e) => received.push(e)))).start()
    const actor = createActor(testMachine, { input: { step: 'import', mode: 'import', session } }).start()
    actor.send({ type: 'import.tab', tab: 'privateKey' })
    actor.send({ type: 'import.submit', text: new Secret('good') })
    actor.send({ type: 'xstate.done.actor.importWallet', output: { address } } as never)
    expect(received).toEqual([
      { type: 'mode.set', mode: 'import' },
      { type: 'wallet.ready', address, kind: 'privateKey' },
    ])
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

  it('names each generation with a new create token', () => {
    const actor = start('reveal', 'create')
    const first = actor.getSnapshot().context.createToken.reveal()
    expect(first).not.toBe('')
    actor.send({ type: 'xstate.done.actor.createWallet', output: created } as never)
    actor.send({ type: 'reveal.generateNew' })
    actor.send({ type: 'replace.confirm', password })
    expect(actor.getSnapshot().context.createToken.reveal()).not.toBe(first)
  })

  it('keeps the new secrets out of JSON', () => {
    const actor = start('reveal', 'create')
    actor.send({ type: 'xstate.done.actor.createWallet', output: created } as never)
    const json = JSON.stringify(actor.getSnapshot().context)
    expect(json).not.toContain('test test')
    expect(actor.getSnapshot().context.wallet?.mnemonic.reveal()).toBe(PHRASE)
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
      createWallet: actor('createWallet'),
      importWallet: actor('importWallet'),
      copyText: actor('copyText'),
      readClipboard: actor('readClipboard'),
    },
  })
  return { machine, calls }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a stored wallet is replaced only after the password', () => {
  it('Generate New asks first: cancel keeps the shown words; a wrong password says so; the right one replaces', async () => {
    let fail = true
    const { machine, calls } = recording({
      createWallet: (input) => {
        const { password: given } = input as { password: Secret | null }
        if (given === null) return created
        if (fail) throw named('WrongPasswordError')
        return created2
      },
    })
    const actor = createActor(machine, { input: { step: 'reveal', mode: 'create' } }).start()
    await settle()
    expect(actor.getSnapshot().context.wallet?.address).toBe(address)
    actor.send({ type: 'reveal.generateNew' })
    expect(actor.getSnapshot().value).toEqual({ reveal: 'confirmReplace' })
    expect(actor.getSnapshot().context.replacing).toBe(address)
    actor.send({ type: 'replace.cancel' })
    expect(actor.getSnapshot().context).toMatchObject({ replacing: null, replaceConfirmed: false })
    expect(actor.getSnapshot().context.wallet?.address).toBe(address)
    expect(calls).toHaveLength(1)

    actor.send({ type: 'reveal.generateNew' })
    actor.send({ type: 'replace.confirm', password: new Secret('') })
    expect(calls).toHaveLength(1)
    actor.send({ type: 'replace.confirm', password: new Secret('not it') })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ reveal: 'confirmReplace' })
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'replace.wrongPassword',
      replacePassword: null,
      replaceConfirmed: false,
    })
    expect(actor.getSnapshot().context.wallet?.address).toBe(address)

    fail = false
    actor.send({ type: 'replace.confirm', password })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ reveal: { shown: 'idle' } })
    expect(actor.getSnapshot().context).toMatchObject({ replacing: null, replaceConfirmed: true, quiz: null })
    expect(actor.getSnapshot().context.wallet?.address).toBe(stored)
    const last = calls.at(-1)?.input as { token: string; password: Secret }
    expect(last.password.reveal()).toBe(password.reveal())
    expect(last.token).not.toBe((calls[0]?.input as { token?: string } | undefined)?.token ?? last.token)
  })

  it('a reveal page that finds a wallet it did not make goes home and shows nothing', async () => {
    const { machine } = recording({
      createWallet: () => {
        throw named('VaultExistsError')
      },
    })
    const actor = createActor(machine, { input: { step: 'reveal', mode: 'create' } }).start()
    await settle()
    expect(actor.getSnapshot().value).toBe('home')
    expect(actor.getSnapshot().context.wallet).toBeNull()
  })

  it('importing over a stored wallet names it, keeps the text, and imports with the password', async () => {
    const { machine, calls } = recording({
      importWallet: (input) => {
        if ((input as { password: Secret | null }).password === null) throw named('VaultExistsError')
        return { address }
      },
      readStoredWallet: () => ({ address: stored }),
    })
    const actor = createActor(machine, { input: { step: 'import', mode: 'import' } }).start()
    const ready: unknown[] = []
    actor.on('wallet.ready', (e) => ready.push(e))
    actor.send({ type: 'import.submit', text: new Secret(PHRASE) })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ import: 'confirmReplace' })
    expect(actor.getSnapshot().context.replacing).toBe(stored)
    expect(ready).toEqual([])
    actor.send({ type: 'replace.confirm', password })
    await settle()
    expect(actor.getSnapshot().value).toBe('dashboard')
    expect(actor.getSnapshot().context).toMatchObject({ replaceConfirmed: true, importText: null })
    const last = calls.at(-1)?.input as { text: Secret; password: Secret }
    expect([last.text.reveal(), last.password.reveal()]).toEqual([PHRASE, password.reveal()])
    expect(ready).toEqual([{ type: 'wallet.ready', address, kind: 'mnemonic' }])
  })

  it('Create on welcome with a stored wallet asks: cancel goes home; the password clears it, then sign-up', async () => {
    const clearedWith: (string | null)[] = []
    const { machine } = recording({
      checkStoredWallet: () => ({ exists: false, archived: false }),
      readStoredWallet: () => ({ address: stored }),
      clearStoredWallet: (input) => {
        clearedWith.push((input as { password: Secret | null }).password?.reveal() ?? null)
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
    confirm.send({ type: 'replace.confirm', password })
    await settle()
    expect(confirm.getSnapshot().value).toEqual({ signup: 'editing' })
    expect(confirm.getSnapshot().context).toMatchObject({
      mode: 'create',
      replaceConfirmed: true,
      replacing: null,
    })
    expect(clearedWith).toEqual([password.reveal()])
  })
})

describe('the backup check', () => {
  const shown = () => {
    const actor = start('reveal', 'create')
    actor.send({ type: 'xstate.done.actor.createWallet', output: created2 } as never)
    return actor
  }
  const start = (step: OnboardingStep, mode: 'create' | 'import') =>
    createActor(testMachine, { input: { step, mode } }).start()
  const words = PHRASE2.split(' ')
  const answer = (positions: number[], wrongAt?: number) =>
    positions.map((p) => new Secret(p === wrongAt ? 'zoo' : (words[p - 1] as string)))

  it('asks three words by number, names the wrong ones, lets the user look again, and keeps the same three', () => {
    const actor = shown()
    actor.send({ type: 'reveal.confirm' })
    const quiz = actor.getSnapshot().context.quiz
    expect(quiz?.positions).toEqual([5, 7, 11])
    actor.send({ type: 'quiz.submit', answers: answer([5, 7, 11], 7) })
    expect(actor.getSnapshot().value).toEqual({ reveal: { quiz: 'asking' } })
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'quiz.wrong',
      quiz: { positions: [5, 7, 11], wrong: [7] },
    })
    actor.send({ type: 'quiz.back' })
    expect(actor.getSnapshot().value).toEqual({ reveal: { shown: 'idle' } })
    actor.send({ type: 'reveal.confirm' })
    expect(actor.getSnapshot().context.quiz?.positions).toEqual([5, 7, 11])
    actor.send({ type: 'quiz.submit', answers: answer([5, 7, 11]) })
    // The worker records the same answers before the dashboard; a refusal there does not hold anyone back.
    expect(actor.getSnapshot().value).toEqual({ reveal: { quiz: 'recording' } })
    actor.send({ type: 'xstate.error.actor.confirmWords', error: new Error('worker gone') } as never)
    expect(actor.getSnapshot().value).toBe('dashboard')
  })

  it('hands the worker the positions asked with the answers given, still wrapped', async () => {
    const given: { positions: number[]; answers: string[] }[] = []
    const recording = onboardingMachine.provide({
      actors: {
        ...testMachine.implementations.actors,
        confirmWords: fromPromise(
          async ({ input }: { input: { positions: number[]; answers: Secret[] } }) => {
            given.push({ positions: input.positions, answers: input.answers.map((a) => a.reveal()) })
            return true
          },
        ) as never,
      },
    })
    const actor = createActor(recording, { input: { step: 'reveal', mode: 'create' } }).start()
    actor.send({ type: 'xstate.done.actor.createWallet', output: created2 } as never)
    actor.send({ type: 'reveal.confirm' })
    actor.send({ type: 'quiz.submit', answers: answer([5, 7, 11]) })
    await waitFor(actor, (s) => s.matches('dashboard'))
    expect(given).toEqual([{ positions: [5, 7, 11], answers: ['abandon', 'abandon', 'abandon'] }])
  })

  it('refuses blank answers and never puts the answers in JSON', () => {
    const actor = shown()
    actor.send({ type: 'reveal.confirm' })
    actor.send({ type: 'quiz.submit', answers: [] })
    expect(actor.getSnapshot().context.quiz?.wrong).toEqual([5, 7, 11])
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('abandon')
  })

  it('picks three distinct positions from 1 to 12 with the real CSPRNG', async () => {
    spy.mockRestore()
    const { pickQuizPositions } = await import('../../src/machines/onboarding/onboardingQuiz')
    for (let i = 0; i < 200; i++) {
      const positions = pickQuizPositions(12)
      expect(new Set(positions).size).toBe(3)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
      expect(positions.every((p) => p >= 1 && p <= 12)).toBe(true)
    }
  })
})

describe('sign-up password', () => {
  it('shows a strength hint without keeping the password, and refuses a common one', async () => {
    const { ratePassword: _, ...others } = (testMachine.implementations.actors ?? {}) as Record<string, never>
    const machine = onboardingMachine.provide({ actors: others })
    const actor = createActor(machine, { input: { step: 'signup', mode: 'create' } }).start()
    actor.send({ type: 'signup.passwordChange', password: new Secret('contraseña') })
    // The real rating loads its word lists first: wait for the answer however long a loaded machine takes
    // (vi.waitFor gives up after 1 s, which a CI run beside other work once needed more than).
    await waitFor(actor, (s) => s.context.strength !== null)
    expect(actor.getSnapshot().context.strength).toMatchObject({ ok: false, reason: 'common', score: 0 })
    const common = new Secret('contraseña')
    actor.send({ type: 'signup.submit', username: 'Ana', password: common, confirmation: common })
    expect(actor.getSnapshot().context.error).toBe('signup.passwordCommon')
    expect(actor.getSnapshot().value).toEqual({ signup: 'editing' })
    actor.send({ type: 'signup.passwordChange', password })
    await waitFor(actor, (s) => s.context.strength?.ok === true)
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('horse')
  })

  it('turns the worker’s refusal of a common password into its message', () => {
    const actor = createActor(testMachine, { input: { step: 'signup', mode: 'create' } }).start()
    actor.send({ type: 'signup.submit', username: 'Ana', password, confirmation: password })
    actor.send({
      type: 'xstate.error.actor.registerUser',
      error: named('WeakPasswordError', 'common'),
    } as never)
    expect(actor.getSnapshot().context.error).toBe('signup.passwordCommon')
  })
})

import { describe, expect, it } from 'vitest'
import { type AnyActorRef, assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { DerivedAccount, WatchAddress } from '../../src/domain/accounts/accountList'
import { AccountError } from '../../src/domain/errors'
import { type AccountsEvent, accountsMachine } from '../../src/machines/accounts/accountsMachine'

type Address = `0x${string}`
const ME: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const THIRD: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** An address to watch (EIP-55's own example). */
const WATCHED: Address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const never = () => new Promise<never>(() => {})

const two: DerivedAccount[] = [
  { index: 0, address: ME, name: null, hidden: false },
  { index: 1, address: SECOND, name: 'Ahorro', hidden: false },
]
const three = [...two, { index: 2, address: THIRD, name: 'Gastos', hidden: false }]
const watched: WatchAddress[] = [{ address: WATCHED, name: 'Hardware' }]

/** The session as the switcher sees it: the lists it reads, and every event it is sent, in order. */
function fakeSession(accounts: DerivedAccount[] = two) {
  const machine = setup({
    types: {
      context: {} as {
        wallet: Address
        accounts: DerivedAccount[]
        watchList: WatchAddress[]
        selected: Address | null
        heard: unknown[]
      },
    },
  }).createMachine({
    context: { wallet: ME, accounts, watchList: [], selected: null, heard: [] },
    on: { '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) } },
  })
  return createActor(machine).start()
}

const stubbed = accountsMachine.provide({
  actors: {
    addAccount: fromPromise(never) as never,
    renameAccount: fromPromise(never) as never,
    setHidden: fromPromise(never) as never,
    addWatch: fromPromise(never) as never,
    removeWatch: fromPromise(never) as never,
    resolveName: fromPromise(never) as never,
  },
})

const events = [
  { type: 'switcher.open' },
  { type: 'switcher.close' },
  { type: 'account.choose', address: SECOND },
  { type: 'add.start', suggested: 'Cuenta 3' },
  { type: 'rename.start', address: SECOND, name: 'Ahorro' },
  { type: 'watch.start' },
  { type: 'name.change', name: '   ' },
  { type: 'name.change', name: '  Gastos   casa ' },
  { type: 'address.change', address: WATCHED.toLowerCase() },
  { type: 'address.change', address: WATCHED.replace('a', 'A') },
  { type: 'address.change', address: SECOND },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'account.hide', address: SECOND },
  { type: 'account.show', address: SECOND },
  { type: 'watch.remove', address: WATCHED },
  { type: 'xstate.done.actor.addAccount', output: { account: three[2], accounts: three } },
  { type: 'xstate.error.actor.addAccount', error: new AccountError({ details: 'tooMany' }) },
  { type: 'xstate.done.actor.renameAccount', output: two },
  { type: 'xstate.done.actor.addWatch', output: watched },
  { type: 'xstate.error.actor.addWatch', error: new Error('quota') },
  { type: 'xstate.done.actor.setHidden', output: two },
  { type: 'xstate.error.actor.setHidden', error: new AccountError({ details: 'lastVisible' }) },
  { type: 'xstate.done.actor.removeWatch', output: [] },
] as unknown as AccountsEvent[]

type Snapshot = SnapshotFrom<typeof accountsMachine>
/** What the user sees of the switcher: where it is, the form's fields, what is wrong. */
const summary = (s: Snapshot) => ({
  value: s.value,
  form: s.context.form,
  name: s.context.name,
  address: s.context.address,
  problem: s.context.problem,
  error: s.context.error?.key ?? null,
})

describe('accountsMachine (the account switcher), model-based', () => {
  const session = fakeSession()
  const paths = getShortestPaths(stubbed, {
    events,
    input: { session, walletKind: 'mnemonic' },
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
  })

  it('reaches every state it declares: closed, browsing, each form, saving each, changing each', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const state of [
      '"closed"',
      '{"open":"browsing"}',
      '{"open":"adding"}',
      '{"open":"renaming"}',
      '{"open":{"watching":"editing"}}',
      '{"open":{"saving":"addingAccount"}}',
      '{"open":{"saving":"renamingAccount"}}',
      '{"open":{"saving":"addingWatch"}}',
      '{"open":{"changing":"settingHidden"}}',
      '{"open":{"changing":"removingWatch"}}',
    ])
      expect(reached).toContain(state)
  })

  for (const path of paths.filter((p) => p.steps.length <= 6)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`shows ${JSON.stringify(summary(path.state as Snapshot))} after ${route || 'start'}`, () => {
      const actor = createActor(stubbed, {
        input: { session: fakeSession(), walletKind: 'mnemonic' },
      }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

/** A switcher whose actors answer at once with `answers`, on a fake session. */
function switcherWith(answers: Partial<Record<string, (input: never) => Promise<unknown>>>, accounts = two) {
  const session = fakeSession(accounts)
  const actors = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      fromPromise(({ input }) => (answer as (i: unknown) => Promise<unknown>)(input)),
    ]),
  )
  const machine = stubbed.provide({ actors: actors as never })
  const actor = createActor(machine, { input: { session, walletKind: 'mnemonic' } }).start()
  const heard = () =>
    (session.getSnapshot().context.heard as { type: string }[]).filter((e) => !e.type.startsWith('xstate.'))
  return { actor, heard, session: session as AnyActorRef }
}
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('the switcher tells the session, which owns the lists and the choice', () => {
  it('choosing an account closes the sheet and selects it', () => {
    const { actor, heard } = switcherWith({})
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'account.choose', address: SECOND })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(heard()).toEqual([{ type: 'account.select', address: SECOND }])
  })

  it('an account added (named as checked) updates the list, then becomes the chosen one', async () => {
    const names: string[] = []
    const { actor, heard } = switcherWith({
      addAccount: async (input: { name: string }) => {
        names.push(input.name)
        return { account: three[2], accounts: three }
      },
    })
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'add.start', suggested: 'Cuenta 3' })
    expect(actor.getSnapshot().context.name).toBe('Cuenta 3')
    actor.send({ type: 'name.change', name: '  Gastos   casa ' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(names).toEqual(['Gastos casa'])
    expect(heard()).toEqual([
      { type: 'accounts.read', accounts: three },
      { type: 'account.select', address: THIRD },
    ])
    expect(actor.getSnapshot().value).toEqual({ open: 'browsing' })
  })

  it("the worker's refusal goes back to the form with its message; nothing reaches the session", async () => {
    const { actor, heard } = switcherWith({
      addAccount: async () => {
        throw new AccountError({ details: 'tooMany' })
      },
    })
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'add.start', suggested: 'Cuenta 3' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ open: 'adding' })
    expect(actor.getSnapshot().context.error).toEqual({ key: 'accounts.error.tooMany' })
    expect(heard()).toEqual([])
  })

  it('a name too long, blank or with a control character never reaches the worker', () => {
    const { actor } = switcherWith({ addAccount: async () => Promise.reject(new Error('must not run')) })
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'add.start', suggested: '' })
    for (const [name, problem] of [
      ['  ', 'empty'],
      ['x'.repeat(33), 'long'],
      ['a\u202Eb', 'characters'],
    ] as const) {
      actor.send({ type: 'name.change', name })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().value).toEqual({ open: 'adding' })
      expect(actor.getSnapshot().context.problem).toEqual({ field: 'name', problem })
    }
  })

  it('watching: a bad checksum and an own account are refused; a good address is watched and chosen', async () => {
    const { actor, heard } = switcherWith({ addWatch: async () => watched })
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'watch.start' })
    actor.send({ type: 'name.change', name: 'Hardware' })
    // A bad address in the one wording send and payees use (address.invalid / address.checksum).
    for (const [address, key] of [
      ['', 'accounts.problem.address.empty'],
      ['0x1234', 'address.invalid'],
      [WATCHED.replace('a', 'A'), 'address.checksum'],
      [SECOND.toLowerCase(), 'accounts.problem.address.own'],
    ] as const) {
      actor.send({ type: 'address.change', address })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().context.problem).toEqual({ field: 'address', message: { key } })
    }
    actor.send({ type: 'address.change', address: ` ${WATCHED.toLowerCase()} ` })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(heard()).toEqual([
      { type: 'accounts.read', watchList: watched },
      { type: 'account.select', address: WATCHED },
    ])
  })

  it('watching a name: looked up as Send does, its address watched and chosen; a name without one refused in Send’s words', async () => {
    const asked: string[] = []
    const { actor, heard } = switcherWith({
      resolveName: async ({ text }: { text: string }) => {
        asked.push(text)
        return text === 'Ana.eth'
          ? { text, status: 'resolved', name: 'ana.eth', address: WATCHED.toLowerCase() }
          : { text, status: 'notFound', name: text }
      },
      addWatch: async (input: WatchAddress) => [input],
    } as never)
    actor.send({ type: 'switcher.open' })
    actor.send({ type: 'watch.start' })
    actor.send({ type: 'name.change', name: 'Vacío' })
    actor.send({ type: 'address.change', address: 'vacio.eth' })
    actor.send({ type: 'form.submit' })
    await settle()
    expect(actor.getSnapshot().context.problem).toEqual({
      field: 'address',
      message: { key: 'send.recipient.nameNotFound', values: { name: 'vacio.eth' } },
    })
    expect(heard()).toEqual([])
    actor.send({ type: 'name.change', name: 'Ana' })
    actor.send({ type: 'address.change', address: ' Ana.eth ' })
    actor.send({ type: 'form.submit' })
    await settle()
    await settle()
    expect(asked).toEqual(['vacio.eth', 'Ana.eth'])
    expect(heard()).toEqual([
      { type: 'accounts.read', watchList: [{ address: WATCHED, name: 'Ana' }] },
      { type: 'account.select', address: WATCHED },
    ])
  })

  it('offers Hide only while another account stays visible, and no "Agregar cuenta" for a key wallet', () => {
    const one = [two[0] as DerivedAccount]
    const { actor } = switcherWith({}, one)
    actor.send({ type: 'switcher.open' })
    expect(actor.getSnapshot().can({ type: 'account.hide', address: ME })).toBe(false)
    const keyWallet = createActor(stubbed, {
      input: { session: fakeSession(one), walletKind: 'privateKey' },
    }).start()
    keyWallet.send({ type: 'switcher.open' })
    expect(keyWallet.getSnapshot().can({ type: 'add.start', suggested: 'Cuenta 2' })).toBe(false)
    const { actor: withTwo } = switcherWith({})
    withTwo.send({ type: 'switcher.open' })
    expect(withTwo.getSnapshot().can({ type: 'account.hide', address: ME })).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import type { Payee } from '../../src/domain/payees'
import type { NameLookup } from '../../src/domain/send'
import { type PayeesEvent, payeesMachine } from '../../src/machines/payees/payeesMachine'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const never = () => new Promise<never>(() => {})
type SaveInput = { id: string | null; name: string; address: `0x${string}`; network: NetworkId }
const testMachine = payeesMachine.provide({
  actors: {
    watchPayees: fromCallback(() => {}),
    savePayee: fromPromise<Payee[], SaveInput>(never),
    deletePayee: fromPromise<Payee[], { id: string }>(never),
    resolveName: fromPromise(never) as never,
  },
})
const saved: Payee = { id: 'p1', name: 'Ana', address, network: 'ethereum' }

const events = [
  { type: 'form.toggle' },
  { type: 'list.toggle' },
  { type: 'name.change', name: '  Ana ' },
  { type: 'address.change', address: ` ${address.toLowerCase()} ` },
  { type: 'address.change', address: address.replace('a', 'A') },
  { type: 'payee.save' },
  { type: 'xstate.done.actor.savePayee', output: [saved] },
  { type: 'payee.edit', id: 'p1' },
  { type: 'payee.delete', id: 'p1' },
  { type: 'delete.confirm' },
  { type: 'rename.confirm' },
  { type: 'xstate.error.actor.savePayee', error: new Error('quota') },
] as unknown as PayeesEvent[]

type Snapshot = SnapshotFrom<typeof payeesMachine>
const summary = (s: Snapshot) => ({
  value: s.value,
  name: s.context.name,
  address: s.context.address,
  problem: s.context.problem,
  count: s.context.payees.length,
})

describe('payeesMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events,
    input: {},
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
  })

  it('reaches form closed/editing/confirmingRename/saving and list hidden/shown/confirmingDelete/deleting', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const form of ['"closed"', '{"open":"editing"}', '{"open":"saving"}']) {
      for (const list of ['"hidden"', '{"shown":"idle"}'])
        expect(reached).toContain(`{"form":${form},"list":${list}}`)
    }
    const all = [...reached].join(' ')
    for (const state of ['confirmingRename', 'confirmingDelete', 'deleting']) expect(all).toContain(state)
  })

  for (const path of paths.filter((p) => p.steps.length <= 5)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(summary(path.state as Snapshot))} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: {} }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

describe('payee form rules', () => {
  it('a blank name does nothing; a bad checksum is refused; a good payee is saved trimmed', async () => {
    const inputs: SaveInput[] = []
    const machine = payeesMachine.provide({
      actors: {
        watchPayees: fromCallback(() => {}),
        savePayee: fromPromise<Payee[], SaveInput>(async ({ input }) => {
          inputs.push(input)
          return [{ ...input, id: 'x' }]
        }),
        deletePayee: fromPromise<Payee[], { id: string }>(never),
      },
    })
    const actor = createActor(machine, { input: { network: 'polygon' } }).start()
    actor.send({ type: 'form.toggle' })
    actor.send({ type: 'address.change', address })
    actor.send({ type: 'name.change', name: '   ' })
    actor.send({ type: 'payee.save' })
    expect(actor.getSnapshot().value).toEqual({ form: { open: 'editing' }, list: 'hidden' })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'name.change', name: ' Ana ' })
    actor.send({ type: 'address.change', address: address.replace('a', 'A') })
    actor.send({ type: 'payee.save' })
    expect(actor.getSnapshot().context.problem).toEqual({ key: 'address.checksum' })
    actor.send({ type: 'address.change', address: '0x1234' })
    actor.send({ type: 'payee.save' })
    expect(actor.getSnapshot().context.problem).toEqual({ key: 'address.invalid' })
    actor.send({ type: 'address.change', address: ` ${address} ` })
    actor.send({ type: 'payee.save' })
    await new Promise((r) => setTimeout(r, 0))
    expect(inputs).toEqual([{ id: null, name: 'Ana', address, network: 'polygon' }])
    expect(actor.getSnapshot().context.payees).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ form: 'closed', list: 'hidden' })
  })

  it('takes an ENS name: looks it up as Send does and saves its address; a name without one is refused in Send’s words', async () => {
    const inputs: SaveInput[] = []
    const asked: string[] = []
    const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const machine = payeesMachine.provide({
      actors: {
        watchPayees: fromCallback(() => {}),
        savePayee: fromPromise<Payee[], SaveInput>(async ({ input }) => {
          inputs.push(input)
          return [{ ...input, id: 'x' }]
        }),
        deletePayee: fromPromise<Payee[], { id: string }>(never),
        resolveName: fromPromise<NameLookup, { text: string }>(async ({ input: { text } }) => {
          asked.push(text)
          return text === 'ana.eth'
            ? { text, status: 'resolved', name: 'ana.eth', address: ana.toLowerCase() as `0x${string}` }
            : { text, status: 'notFound', name: text }
        }),
      },
    })
    const actor = createActor(machine, { input: { network: 'ethereum' } }).start()
    actor.send({ type: 'form.toggle' })
    actor.send({ type: 'name.change', name: 'Nadie' })
    actor.send({ type: 'address.change', address: 'vacio.eth' })
    actor.send({ type: 'payee.save' })
    expect(actor.getSnapshot().value).toEqual({ form: { open: 'resolving' }, list: 'hidden' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.problem).toEqual({
      key: 'send.recipient.nameNotFound',
      values: { name: 'vacio.eth' },
    })
    expect(inputs).toEqual([])
    actor.send({ type: 'name.change', name: 'Ana' })
    actor.send({ type: 'address.change', address: 'ana.eth' })
    actor.send({ type: 'payee.save' })
    await new Promise((r) => setTimeout(r, 0))
    await new Promise((r) => setTimeout(r, 0))
    expect(asked).toEqual(['vacio.eth', 'ana.eth'])
    expect(inputs).toEqual([{ id: null, name: 'Ana', address: ana, network: 'ethereum' }])
  })

  it('an address already saved offers to rename that payee; edit renames; delete asks first', async () => {
    const calls: string[] = []
    let list: Payee[] = [saved]
    const machine = payeesMachine.provide({
      actors: {
        watchPayees: fromCallback(({ sendBack }) => sendBack({ type: 'payees.loaded', payees: list })),
        savePayee: fromPromise<Payee[], SaveInput>(async ({ input }) => {
          calls.push(`save ${input.id} ${input.name}`)
          list = list.map((p) => (p.id === input.id ? { ...p, name: input.name } : p))
          return list
        }),
        deletePayee: fromPromise<Payee[], { id: string }>(async ({ input }) => {
          calls.push(`delete ${input.id}`)
          list = list.filter((p) => p.id !== input.id)
          return list
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'form.toggle' })
    actor.send({ type: 'name.change', name: 'Anita' })
    actor.send({ type: 'address.change', address: address.toLowerCase() })
    actor.send({ type: 'payee.save' })
    expect(actor.getSnapshot().value).toEqual({ form: { open: 'confirmingRename' }, list: 'hidden' })
    expect(actor.getSnapshot().context.duplicate?.name).toBe('Ana')
    actor.send({ type: 'rename.cancel' })
    expect(calls).toEqual([])
    actor.send({ type: 'payee.save' })
    actor.send({ type: 'rename.confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(calls).toEqual(['save p1 Anita'])
    actor.send({ type: 'payee.edit', id: 'p1' })
    expect([actor.getSnapshot().context.name, actor.getSnapshot().context.editingId]).toEqual(['Anita', 'p1'])
    actor.send({ type: 'name.change', name: 'Ana María' })
    // Editing a payee without changing its address is no duplicate of itself.
    actor.send({ type: 'payee.save' })
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.at(-1)).toBe('save p1 Ana María')
    actor.send({ type: 'list.toggle' })
    actor.send({ type: 'payee.delete', id: 'p1' })
    actor.send({ type: 'delete.cancel' })
    actor.send({ type: 'payee.delete', id: 'p1' })
    actor.send({ type: 'delete.confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.at(-1)).toBe('delete p1')
    expect(actor.getSnapshot().context.payees).toEqual([])
  })
})

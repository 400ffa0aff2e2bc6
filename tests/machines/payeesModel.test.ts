import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import type { Payee } from '../../src/domain/payees'
import { type PayeesEvent, payeesMachine } from '../../src/machines/payeesMachine'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const never = () => new Promise<never>(() => {})
type SaveInput = { name: string; address: `0x${string}`; network: NetworkId }
const testMachine = payeesMachine.provide({
  actors: { watchPayees: fromCallback(() => {}), savePayee: fromPromise<Payee[], SaveInput>(never) },
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

  it('reaches form closed/editing/saving and list hidden/shown', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const form of ['"closed"', '{"open":"editing"}', '{"open":"saving"}']) {
      for (const list of ['"hidden"', '"shown"']) expect(reached).toContain(`{"form":${form},"list":${list}}`)
    }
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
          return [{ id: 'x', ...input }]
        }),
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
    expect(actor.getSnapshot().context.problem).toBe('payees.checksum')
    actor.send({ type: 'address.change', address: ` ${address} ` })
    actor.send({ type: 'payee.save' })
    await new Promise((r) => setTimeout(r, 0))
    expect(inputs).toEqual([{ name: 'Ana', address, network: 'polygon' }])
    expect(actor.getSnapshot().context.payees).toHaveLength(1)
    expect(actor.getSnapshot().value).toEqual({ form: 'closed', list: 'hidden' })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type SupportEvent, supportMachine } from '../../src/machines/support/supportMachine'

/** The real machine, with the one side effect (handing the mail link to the browser) recorded instead. */
function testMachine(opened: string[] = []) {
  return supportMachine.provide({
    actions: { openMailClient: ({ context }) => void opened.push(context.mailto ?? '') },
  })
}

const events: SupportEvent[] = [
  { type: 'tab.faq' },
  { type: 'tab.contact' },
  { type: 'search.change', query: 'gas' },
  { type: 'category.select', category: 'security' },
  { type: 'faq.toggle', id: 'selfCustody' },
  { type: 'faq.toggle', id: 'kyc' },
  { type: 'subject.change', subject: 'Hola' },
  { type: 'subject.change', subject: '   ' },
  { type: 'message.change', message: 'No veo mi saldo' },
  { type: 'contact.submit' },
]

const leafValues = (node: typeof supportMachine.root): string[] =>
  Object.values(node.states).flatMap((child) =>
    child.type === 'history'
      ? []
      : Object.keys(child.states).length === 0
        ? [JSON.stringify(child.path.length === 1 ? child.key : { [child.path[0]!]: child.key })]
        : leafValues(child),
  )

describe('supportMachine, model-based', () => {
  // Shortest path to every (state, context) pair; then, per state, the shortest of those to replay.
  const all = getShortestPaths(supportMachine, { events })
  const byState = new Map<string, (typeof all)[number]>()
  for (const path of all) {
    const key = JSON.stringify(path.state.value)
    const known = byState.get(key)
    if (!known || path.steps.length < known.steps.length) byState.set(key, path)
  }
  const paths = [...byState.values()]

  it('reaches every state the machine declares', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)))
    expect([...reached].sort()).toEqual(leafValues(supportMachine.root).sort())
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((s) => s.event.type).join(' → ') || 'start'}`, () => {
      const actor = createActor(testMachine()).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(actor.getSnapshot().value).toEqual(step.state.value)
        expect(actor.getSnapshot().context).toEqual(step.state.context)
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      actor.stop()
    })
  }
})

describe('supportMachine rules', () => {
  it('starts on the FAQ tab, every category, nothing open', () => {
    const snapshot = createActor(testMachine()).start().getSnapshot()
    expect(snapshot.value).toEqual({ faq: 'closed' })
    expect(snapshot.context).toMatchObject({ query: '', category: 'all', openId: null })
  })

  it('keeps one entry open at a time; clicking it again closes it', () => {
    const actor = createActor(testMachine()).start()
    actor.send({ type: 'faq.toggle', id: 'fees' })
    expect(actor.getSnapshot().context.openId).toBe('fees')
    actor.send({ type: 'faq.toggle', id: 'kyc' })
    expect(actor.getSnapshot().context.openId).toBe('kyc')
    actor.send({ type: 'faq.toggle', id: 'kyc' })
    expect(actor.getSnapshot().value).toEqual({ faq: 'closed' })
    expect(actor.getSnapshot().context.openId).toBeNull()
  })

  it('each tab remembers where the reader left it', () => {
    const actor = createActor(testMachine()).start()
    actor.send({ type: 'faq.toggle', id: 'gas' })
    actor.send({ type: 'tab.contact' })
    actor.send({ type: 'contact.submit' })
    actor.send({ type: 'tab.faq' })
    expect(actor.getSnapshot().value).toEqual({ faq: 'open' })
    actor.send({ type: 'tab.contact' })
    expect(actor.getSnapshot().value).toEqual({ contact: 'invalid' })
  })

  it.each([
    ['', ''],
    ['Hola', '   '],
    ['  ', 'Ayuda'],
  ])('refuses subject %j with message %j and opens nothing', (subject, message) => {
    const opened: string[] = []
    const actor = createActor(testMachine(opened)).start()
    actor.send({ type: 'tab.contact' })
    actor.send({ type: 'subject.change', subject })
    actor.send({ type: 'message.change', message })
    actor.send({ type: 'contact.submit' })
    expect(actor.getSnapshot().value).toEqual({ contact: 'invalid' })
    expect(opened).toEqual([])
  })

  it('opens a mail link to support with the trimmed subject and body encoded', () => {
    const opened: string[] = []
    const actor = createActor(testMachine(opened)).start()
    actor.send({ type: 'tab.contact' })
    actor.send({ type: 'subject.change', subject: ' Saldo & red ' })
    actor.send({ type: 'message.change', message: 'No veo mis USDC\nen Polygon?' })
    actor.send({ type: 'contact.submit' })
    const href =
      'mailto:support@billetera.app?subject=Saldo%20%26%20red&body=No%20veo%20mis%20USDC%0Aen%20Polygon%3F'
    expect(actor.getSnapshot().value).toEqual({ contact: 'mailOpened' })
    expect(actor.getSnapshot().context.mailto).toBe(href)
    expect(opened).toEqual([href])
  })

  it('by default hands the link to the browser in the same tab', () => {
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const actor = createActor(supportMachine).start()
    actor.send({ type: 'tab.contact' })
    actor.send({ type: 'subject.change', subject: 'a' })
    actor.send({ type: 'message.change', message: 'b' })
    actor.send({ type: 'contact.submit' })
    expect(open).toHaveBeenCalledWith('mailto:support@billetera.app?subject=a&body=b', '_self')
    vi.unstubAllGlobals()
  })
})

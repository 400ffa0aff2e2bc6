import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ChainError } from '../../src/chain/errors'
import {
  type RpcSettings,
  rejectReason,
  rpcSettingsMachine,
} from '../../src/machines/settings/rpcSettingsMachine'

const never = () => new Promise<never>(() => {})
const mine = 'http://127.0.0.1:8545'
const stored: RpcSettings = { urls: { polygon: ['http://127.0.0.1:9545'] }, maskedKeys: {} }

/** The real machine with actors that never settle: each path settles them by sending their done/error events. */
const stubbed = rpcSettingsMachine.provide({
  actors: {
    readSettings: fromPromise(never) as never,
    addEndpoint: fromPromise(never) as never,
    removeEndpoint: fromPromise(never) as never,
    saveKeys: fromPromise(never) as never,
  },
})

/** The machine once storage has answered with `stored`. */
function loaded() {
  const actor = createActor(stubbed).start()
  actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never)
  return actor
}

const events = [
  { type: 'xstate.done.actor.readSettings', output: stored },
  { type: 'xstate.error.actor.readSettings', error: new Error('storage denied') },
  { type: 'endpoint.add', network: 'ethereum', url: ` ${mine} ` },
  { type: 'xstate.done.actor.addEndpoint', output: [mine] },
  { type: 'xstate.error.actor.addEndpoint', error: new ChainError('rpc.wrongChain', { details: 'got 137' }) },
  { type: 'endpoint.remove', network: 'polygon', url: 'http://127.0.0.1:9545' },
  { type: 'xstate.done.actor.removeEndpoint', output: [] },
  { type: 'keys.save', changes: { etherscan: 'ABCDEFGH12345678' } },
  { type: 'xstate.done.actor.saveKeys', output: { etherscan: '••••5678' } },
  { type: 'notice.dismiss' },
]

describe('rpcSettingsMachine, model-based', () => {
  const paths = getShortestPaths(rpcSettingsMachine, {
    events: events as never,
    serializeState: (s) => JSON.stringify([s.value, s.context]),
  })

  it('reaches every state with every notice', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(
      new Set(['loading', 'idle', 'checking', 'saved', 'rejected', 'removing', 'savingKeys']),
    )
    expect(new Set(paths.map((p) => p.state.context.notice?.kind ?? null))).toEqual(
      new Set([null, 'added', 'rejected', 'removed', 'keysSaved']),
    )
  })

  for (const path of paths) {
    const label = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${JSON.stringify(path.state.value)} / ${path.state.context.notice?.kind} by ${label}`, () => {
      const actor = createActor(stubbed).start()
      for (const step of path.steps) actor.send(step.event)
      const snapshot = actor.getSnapshot()
      expect(snapshot.value).toEqual(path.state.value)
      expect(snapshot.context).toEqual(path.state.context)
      expect(snapshot.hasTag('busy')).toBe(
        ['loading', 'checking', 'removing', 'savingKeys'].includes(String(snapshot.value)),
      )
      actor.stop()
    })
  }
})

describe('rpcSettingsMachine, outcomes', () => {
  it('shows what storage holds, and takes no change before it has answered', () => {
    const actor = createActor(stubbed).start()
    expect(actor.getSnapshot().can({ type: 'endpoint.add', network: 'polygon', url: mine })).toBe(false)
    actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject(stored)
  })

  it('saves a checked endpoint first in its network, trimmed', () => {
    const actor = loaded()
    actor.send({ type: 'endpoint.add', network: 'ethereum', url: ` ${mine} ` })
    expect(actor.getSnapshot().context.attempt).toEqual({ network: 'ethereum', url: mine })
    expect(actor.getSnapshot().can({ type: 'endpoint.add', network: 'polygon', url: mine })).toBe(false)
    actor.send({ type: 'xstate.done.actor.addEndpoint', output: [mine] } as never)
    expect(actor.getSnapshot().context).toMatchObject({
      urls: { ethereum: [mine], polygon: ['http://127.0.0.1:9545'] },
      notice: { kind: 'added', network: 'ethereum', url: mine },
    })
  })

  it('keeps the list as it was when the endpoint is rejected', () => {
    const actor = loaded()
    actor.send({ type: 'endpoint.add', network: 'polygon', url: mine })
    actor.send({
      type: 'xstate.error.actor.addEndpoint',
      error: new ChainError('rpc.wrongChain'),
    } as never)
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(actor.getSnapshot().context).toMatchObject({
      urls: stored.urls,
      notice: { kind: 'rejected', reason: 'rpc.wrongChain', network: 'polygon', url: mine },
    })
  })

  it('maps the chain errors to their texts and anything else to unreachable', () => {
    expect(rejectReason(new ChainError('rpc.invalidUrl'))).toBe('rpc.invalidUrl')
    expect(rejectReason(new ChainError('rpc.unreachable'))).toBe('rpc.unreachable')
    expect(rejectReason(new ChainError('rpc.wrongChain'))).toBe('rpc.wrongChain')
    expect(rejectReason(new TypeError('Failed to fetch'))).toBe('rpc.unreachable')
    expect(rejectReason(null)).toBe('rpc.unreachable')
  })

  it('runs the real actors it is given, in order', async () => {
    const calls: string[] = []
    const actor = createActor(
      rpcSettingsMachine.provide({
        actors: {
          readSettings: fromPromise(async () => stored),
          addEndpoint: fromPromise(async ({ input: i }) => {
            calls.push(`add ${i.network} ${i.url}`)
            return [i.url]
          }),
          removeEndpoint: fromPromise(async ({ input: i }) => {
            calls.push(`remove ${i.network} ${i.url}`)
            return []
          }),
          saveKeys: fromPromise(async ({ input: changes }) => {
            calls.push(`keys ${JSON.stringify(changes)}`)
            return { coinmarketcap: '••••' }
          }),
        },
      }),
    ).start()
    const settled = () =>
      new Promise<void>((resolve) => {
        const sub = actor.subscribe((s) => {
          if (!s.hasTag('busy')) {
            sub.unsubscribe()
            resolve()
          }
        })
      })
    await settled()
    actor.send({ type: 'endpoint.add', network: 'arbitrum', url: mine })
    await settled()
    actor.send({ type: 'endpoint.remove', network: 'arbitrum', url: mine })
    await settled()
    actor.send({ type: 'keys.save', changes: { coinmarketcap: 'k' } })
    await settled()
    expect(calls).toEqual([`add arbitrum ${mine}`, `remove arbitrum ${mine}`, 'keys {"coinmarketcap":"k"}'])
    expect(actor.getSnapshot().context).toMatchObject({
      urls: { arbitrum: [], polygon: ['http://127.0.0.1:9545'] },
      maskedKeys: { coinmarketcap: '••••' },
      notice: { kind: 'keysSaved' },
    })
  })
})

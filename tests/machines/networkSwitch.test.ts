import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, fromPromise, fromTransition, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ChainError } from '../../src/chain/errors'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import { NetworkAddFailedError } from '../../src/domain/errors/network'
import { faucetMachine } from '../../src/machines/home/faucetMachine'
import {
  type NetworkStoreEvent,
  networkSwitchMachine,
  type SwitchOutcome,
} from '../../src/machines/home/networkSwitchMachine'

const never = () => new Promise<never>(() => {})

describe('networkSwitchMachine, model-based', () => {
  const stubbed = networkSwitchMachine.provide({
    actors: { switchNetwork: fromPromise<SwitchOutcome, { network: 'polygon' }>(never) as never },
  })
  const events = [
    { type: 'network.select', network: 'polygon' },
    { type: 'xstate.done.actor.switchNetwork', output: 'app' },
    { type: 'xstate.done.actor.switchNetwork', output: 'added' },
    { type: 'xstate.error.actor.switchNetwork', error: new ChainError('network.switchFailed') },
    // The add failure is told by its class: a plain error saying the same words is a failed switch.
    { type: 'xstate.error.actor.switchNetwork', error: new NetworkAddFailedError() },
    { type: 'xstate.error.actor.switchNetwork', error: { shortMessage: 'network.addFailed' } },
    { type: 'notice.dismiss' },
  ]
  const paths = getShortestPaths(networkSwitchMachine, {
    events: events as never,
    serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.network}|${s.context.notice?.kind}`,
  })

  it('reaches idle and switching with every notice', () => {
    const kinds = new Set(paths.map((p) => p.state.context.notice?.kind ?? null))
    expect(kinds).toEqual(new Set([null, 'switched', 'added', 'switchFailed', 'addFailed']))
  })

  for (const path of paths) {
    const label = path.steps.map((s) => s.event.type).join(' → ') || 'start'
    it(`reaches ${JSON.stringify(path.state.value)} / ${path.state.context.notice?.kind} by ${label}`, () => {
      const actor = createActor(stubbed).start()
      for (const step of path.steps) actor.send(step.event)
      expect(actor.getSnapshot().value).toEqual(path.state.value)
      expect(actor.getSnapshot().context.notice).toEqual(path.state.context.notice)
      expect(actor.getSnapshot().context.network).toBe(path.state.context.network)
      actor.stop()
    })
  }

  it('tells a failed add from a failed switch by the error’s class, never by its words', () => {
    const fail = (error: unknown) => {
      const actor = createActor(stubbed).start()
      actor.send({ type: 'network.select', network: 'polygon' })
      actor.send({ type: 'xstate.error.actor.switchNetwork', error } as never)
      return actor.getSnapshot().context.notice?.kind
    }
    expect(fail(new NetworkAddFailedError())).toBe('addFailed')
    expect(fail({ shortMessage: 'network.addFailed' })).toBe('switchFailed')
    expect(fail(new ChainError('network.switchFailed'))).toBe('switchFailed')
  })

  it('keeps the old network when the switch fails', () => {
    const actor = createActor(stubbed).start()
    actor.send({ type: 'network.select', network: 'polygon' })
    actor.send({ type: 'xstate.error.actor.switchNetwork', error: new Error('rejected') } as never)
    expect(actor.getSnapshot().context).toMatchObject({
      network: 'ethereum',
      notice: { kind: 'switchFailed', network: 'polygon' },
    })
  })
})

describe('networkSwitchMachine, the chosen network in storage', () => {
  afterEach(() => vi.unstubAllGlobals())
  const switched = fromPromise<SwitchOutcome, { network: NetworkId }>(async () => 'app')
  const settled = (actor: AnyActorRef) => waitFor(actor, (s) => !s.hasTag('busy'))

  it('starts on the network the store holds, before it runs, and keeps only a completed switch', async () => {
    const writes: NetworkId[] = []
    const machine = networkSwitchMachine.provide({
      actors: {
        switchNetwork: switched,
        networkStore: fromTransition(
          (_stored: NetworkId, event: NetworkStoreEvent) => {
            writes.push(event.network)
            return event.network
          },
          (): NetworkId => 'optimism',
        ),
      },
    })
    const actor = createActor(machine)
    expect(actor.getSnapshot().context.network).toBe('optimism')
    actor.start()
    actor.send({ type: 'network.select', network: 'polygon' })
    expect(writes).toEqual([])
    await settled(actor)
    expect(actor.getSnapshot().context.network).toBe('polygon')
    expect(writes).toEqual(['polygon'])
  })

  it('the real store reads and writes localStorage `network`; anything unknown reads as Ethereum', async () => {
    const items = new Map([['network', 'arbitrum']])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    })
    const machine = networkSwitchMachine.provide({ actors: { switchNetwork: switched } })
    const actor = createActor(machine).start()
    expect(actor.getSnapshot().context.network).toBe('arbitrum')
    actor.send({ type: 'network.select', network: 'optimism' })
    await settled(actor)
    expect(items.get('network')).toBe('optimism')
    items.set('network', 'solana')
    expect(createActor(machine).getSnapshot().context.network).toBe('ethereum')
  })

  it('writes nothing when it stops: "Borrar datos" clears storage and the page unmounts the switch after', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    })
    const actor = createActor(networkSwitchMachine.provide({ actors: { switchNetwork: switched } })).start()
    actor.stop()
    expect([...items.keys()]).toEqual([])
  })
})

describe('faucetMachine, model-based', () => {
  const address = '0x000000000000000000000000000000000000bEEF' as const
  const stubbed = faucetMachine.provide({ actors: { fundWallet: fromPromise(never) as never } })
  const paths = getShortestPaths(faucetMachine, {
    events: [
      { type: 'faucet.fund', address },
      { type: 'xstate.done.actor.fundWallet' },
      { type: 'xstate.error.actor.fundWallet', error: new Error('no devnet') },
    ] as never,
  })

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'funding', 'funded', 'failed']))
  })

  it('does not fund a watched address: can(faucet.fund) is false until one of the wallet’s accounts is chosen', () => {
    const actor = createActor(stubbed, { input: { watchOnly: true } }).start()
    expect(actor.getSnapshot().can({ type: 'faucet.fund', address })).toBe(false)
    actor.send({ type: 'faucet.fund', address })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'account.change', watchOnly: false })
    expect(actor.getSnapshot().can({ type: 'faucet.fund', address })).toBe(true)
    actor.stop()
  })

  for (const path of paths) {
    it(`reaches ${path.state.value}`, () => {
      const actor = createActor(stubbed).start()
      for (const step of path.steps) actor.send(step.event)
      expect(actor.getSnapshot().value).toBe(path.state.value)
      actor.stop()
    })
  }
})

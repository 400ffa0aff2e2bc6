import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import { type ReceiveEvent, receiveMachine, receiveUri } from '../../src/machines/receive/receiveMachine'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const never = () => new Promise<never>(() => {})
type Addresses = Partial<Record<TokenKey, `0x${string}` | null>>
const testMachine = receiveMachine.provide({
  actors: {
    drawQr: fromPromise<string, { uri: string | null }>(never),
    loadTokenAddresses: fromPromise<Addresses, { network: NetworkId }>(never),
    copyText: fromPromise<void, { text: string | null }>(never),
  },
})
// The machine logs QR and clipboard failures; the paths cause them on purpose.
vi.spyOn(console, 'warn').mockImplementation(() => {})
const devUsdc = '0x1111111111111111111111111111111111111111'

const events = [
  { type: 'network.change', network: 'polygon' },
  { type: 'token.change', tokenKey: 'USDC-POLYGON' },
  { type: 'xstate.done.actor.0.receive.qr.loading', output: { 'USDC-POLYGON': devUsdc } },
  { type: 'xstate.error.actor.0.receive.qr.loading', error: new Error('no manifest') },
  { type: 'xstate.done.actor.0.receive.qr.drawing', output: 'data:image/png;base64,AAAA' },
  { type: 'xstate.error.actor.0.receive.qr.drawing', error: new Error('canvas') },
  { type: 'qr.copy' },
  { type: 'xstate.done.actor.0.receive.clipboard.copying' },
  { type: 'xstate.after.2000.receive.clipboard.copied' },
] as unknown as ReceiveEvent[]

type Snapshot = SnapshotFrom<typeof receiveMachine>
const summary = (s: Snapshot) => ({ value: s.value, uri: s.context.uri, qr: s.context.qr })

describe('receiveMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events,
    input: { address },
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
  })

  it('reaches ready and failed (Código QR no disponible) and every clipboard state', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const qr of ['loading', 'drawing', 'ready', 'failed']) {
      expect(
        [...values].some((v) => v.includes(`"qr":"${qr}"`)),
        qr,
      ).toBe(true)
    }
    for (const clip of ['idle', 'copying', 'copied']) {
      expect(
        [...values].some((v) => v.includes(`"clipboard":"${clip}"`)),
        clip,
      ).toBe(true)
    }
  })

  for (const path of paths.filter((p) => p.steps.length <= 4)) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(summary(path.state as Snapshot))} by ${route || 'start'}`, () => {
      const actor = createActor(testMachine, { input: { address } }).start()
      for (const step of path.steps) {
        actor.send(step.event)
        expect(summary(actor.getSnapshot())).toEqual(summary(step.state as Snapshot))
      }
      actor.stop()
    })
  }
})

describe('receive links', () => {
  it('are EIP-681: native on the chain, tokens by their contract in the running profile', () => {
    const base = { address, tokenAddresses: {} }
    expect(receiveUri({ ...base, network: 'ethereum', tokenKey: 'ETH' })).toBe(`ethereum:${address}@1`)
    expect(receiveUri({ ...base, network: 'optimism', tokenKey: 'ETH-OPTIMISM' })).toBe(
      `ethereum:${address}@10`,
    )
    expect(receiveUri({ ...base, network: 'arbitrum', tokenKey: 'USDC-ARBITRUM' })).toBe(
      `ethereum:0xaf88d065e77c8cC2239327C5EDb3A432268e5831@42161/transfer?address=${address}`,
    )
    expect(
      receiveUri({
        address,
        tokenAddresses: { 'USDC-POLYGON': devUsdc },
        network: 'polygon',
        tokenKey: 'USDC-POLYGON',
      }),
    ).toBe(`ethereum:${devUsdc}@137/transfer?address=${address}`)
    expect(receiveUri({ ...base, address: null, network: 'polygon', tokenKey: 'MATIC' })).toBeNull()
  })
})

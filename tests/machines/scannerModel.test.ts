import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { type ScannerEvent, scanKind, scannerMachine } from '../../src/machines/scanner/scannerMachine'

/** Counts cameras started and stopped, so the tests can prove the camera is always released. */
const camera = { started: 0, stopped: 0 }
const testMachine = scannerMachine.provide({
  actors: {
    camera: fromCallback(() => {
      camera.started++
      return () => void camera.stopped++
    }),
    decodeFrames: fromCallback(() => {}),
  },
})

const stream = { id: 'fake-stream' } as unknown as MediaStream
const video = { id: 'fake-video' } as unknown as HTMLVideoElement
const events: ScannerEvent[] = [
  { type: 'scanner.open' },
  { type: 'camera.stream', stream },
  { type: 'video.ready', video },
  { type: 'scan.attempt' },
  { type: 'code.detected', data: 'wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@2?relay-protocol=irn' },
  { type: 'camera.failed', reason: 'denied' },
  { type: 'scanner.stop' },
  { type: 'scanner.cancel' },
  { type: 'scanner.again' },
]

type Snapshot = SnapshotFrom<typeof scannerMachine>
const summary = (s: Snapshot) => ({
  value: s.value,
  scanning: s.context.scanCount > 0,
  hasStream: s.context.stream !== null,
  result: s.context.result,
  error: s.context.error,
})

describe('scannerMachine, model-based', () => {
  const paths = getShortestPaths(testMachine, {
    events,
    serializeState: (s) => JSON.stringify(summary(s as Snapshot)),
    serializeEvent: (e) => JSON.stringify({ type: e.type, data: 'data' in e ? e.data : undefined }),
  })

  it('reaches exactly the spec’s states: closed, starting, live, detected, error', () => {
    const reached = new Set(paths.map((p) => p.state.value as string))
    expect([...reached].sort()).toEqual(['closed', 'detected', 'error', 'live', 'starting'])
    expect(Object.keys(scannerMachine.root.states).sort()).toEqual([...reached].sort())
  })

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type).join(' → ')
    it(`reaches ${JSON.stringify(summary(path.state as Snapshot))} by ${route || 'start'}`, () => {
      camera.started = 0
      camera.stopped = 0
      const actor = createActor(testMachine).start()
      for (const step of path.steps) {
        actor.send(step.event)
        const snapshot = actor.getSnapshot()
        expect(summary(snapshot)).toEqual(summary(step.state as Snapshot))
        // The camera runs in starting and live only; every other state has released it.
        const running = snapshot.matches('starting') || snapshot.matches('live')
        expect(camera.started - camera.stopped).toBe(running ? 1 : 0)
        expect(Boolean(snapshot.children.camera)).toBe(running)
      }
      actor.stop()
      expect(camera.started).toBe(camera.stopped)
    })
  }
})

describe('scanner rules', () => {
  it('counts attempts while live and resets the counter on Cancel', () => {
    const actor = createActor(testMachine).start()
    actor.send({ type: 'scanner.open' })
    actor.send({ type: 'video.ready', video })
    for (let i = 0; i < 3; i++) actor.send({ type: 'scan.attempt' })
    expect(actor.getSnapshot().context.scanCount).toBe(3)
    actor.send({ type: 'scanner.cancel' })
    expect(actor.getSnapshot().context.scanCount).toBe(0)
  })

  it('announces a detected code once and keeps it for display', () => {
    const actor = createActor(testMachine).start()
    const detected = vi.fn()
    actor.on('scanner.detected', detected)
    actor.send({ type: 'scanner.open' })
    actor.send({ type: 'video.ready', video })
    actor.send({ type: 'code.detected', data: 'ethereum:0xab@1' })
    actor.send({ type: 'code.detected', data: 'ignored' })
    expect(detected).toHaveBeenCalledOnce()
    expect(detected).toHaveBeenCalledWith({ type: 'scanner.detected', data: 'ethereum:0xab@1' })
    expect(actor.getSnapshot().context.result).toBe('ethereum:0xab@1')
  })

  it.each([
    ['wc:abc@2', 'walletConnect'],
    ['ethereum:0xab@1', 'ethereum'],
    ['https://billetera.example', 'url'],
    ['http://x', 'url'],
    ['hola', 'data'],
  ])('labels %s as %s', (data, kind) => {
    expect(scanKind(data)).toBe(kind)
  })
})

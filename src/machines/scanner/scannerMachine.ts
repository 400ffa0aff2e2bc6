import { assign, emit, setup, spawnChild, stopChild } from 'xstate'
import { type CameraFailure, scannerActors } from './scannerActors'

export type ScannerContext = {
  /** The camera's stream while it runs, for the video element. */
  stream: MediaStream | null
  /** Frames tried since the scanner opened (the LIVE counter). */
  scanCount: number
  /** The last code read. */
  result: string | null
  /** Why the camera failed (no camera is told apart from a refused permission). */
  error: CameraFailure | null
}

export type ScannerEvent =
  | { type: 'scanner.open' }
  | { type: 'scanner.stop' }
  | { type: 'scanner.cancel' }
  | { type: 'scanner.again' }
  | { type: 'camera.stream'; stream: MediaStream }
  | { type: 'camera.failed'; reason: CameraFailure }
  | { type: 'video.ready'; video: HTMLVideoElement }
  | { type: 'scan.attempt' }
  | { type: 'code.detected'; data: string }

/** Emitted with the code the moment one is read. */
export type ScannerEmitted = { type: 'scanner.detected'; data: string }

/** What kind of data a scanned code holds (spec §2, QR test page). */
export type ScanKind = 'walletConnect' | 'ethereum' | 'url' | 'data'

/**
 * wc: → WalletConnect link, ethereum: → Ethereum, http → web URL, anything else generic data.
 * @example scanKind('ethereum:0xab…@137') // 'ethereum'
 */
export function scanKind(data: string): ScanKind {
  if (data.startsWith('wc:')) return 'walletConnect'
  if (data.startsWith('ethereum:')) return 'ethereum'
  if (data.startsWith('http')) return 'url'
  return 'data'
}

/**
 * The camera QR scanner (spec §4): closed → starting → live (after the video's metadata loads) → detected
 * (result stored, camera stopped, modal closed) | error (no camera found, or 'Camera access denied: …';
 * camera stopped). Stop Scan, Cancel and closing all stop the camera and reset the scan counter.
 */
export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    emitted: {} as ScannerEmitted,
  },
  actors: scannerActors,
  actions: {
    startCamera: spawnChild('camera', { id: 'camera' }),
    stopCamera: stopChild('camera'),
    resetScan: assign({ stream: null, scanCount: 0, error: null }),
    forgetStream: assign({ stream: null }),
  },
}).createMachine({
  id: 'scanner',
  context: { stream: null, scanCount: 0, result: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      entry: ['stopCamera', 'resetScan'],
      on: { 'scanner.open': 'starting' },
    },
    starting: {
      entry: ['resetScan', 'startCamera'],
      on: {
        'camera.stream': { actions: assign({ stream: ({ event }) => event.stream }) },
        'video.ready': 'live',
        'camera.failed': { target: 'error', actions: assign({ error: ({ event }) => event.reason }) },
        'scanner.stop': 'closed',
        'scanner.cancel': 'closed',
      },
    },
    live: {
      invoke: {
        src: 'decodeFrames',
        input: ({ event }) => ({ video: event.type === 'video.ready' ? event.video : null }),
      },
      on: {
        'scan.attempt': { actions: assign({ scanCount: ({ context }) => context.scanCount + 1 }) },
        'code.detected': {
          target: 'detected',
          actions: [
            assign({ result: ({ event }) => event.data }),
            emit(({ event }) => ({ type: 'scanner.detected' as const, data: event.data })),
          ],
        },
        'camera.failed': { target: 'error', actions: assign({ error: ({ event }) => event.reason }) },
        'scanner.stop': 'closed',
        'scanner.cancel': 'closed',
      },
    },
    detected: {
      entry: ['stopCamera', 'forgetStream'],
      on: { 'scanner.again': 'starting', 'scanner.open': 'starting' },
    },
    error: {
      entry: ['stopCamera', 'forgetStream'],
      on: { 'scanner.again': 'starting', 'scanner.open': 'starting', 'scanner.cancel': 'closed' },
    },
  },
})

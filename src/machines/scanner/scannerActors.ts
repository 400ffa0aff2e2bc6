import { fromCallback } from 'xstate'

/** Spec §7: rear camera preferred, ideally 1280x720 at 30 fps, at least 640x480 at 15 fps. */
export const cameraConstraints: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1280, min: 640 },
    height: { ideal: 720, min: 480 },
    frameRate: { ideal: 30, min: 15 },
  },
}

/** Spec §9: one scan attempt every 100 ms. */
export const SCAN_INTERVAL_MS = 100

/**
 * Why the camera failed, from the browser's error name: no camera at all (or none good enough), a refused
 * permission, a camera another app holds, a browser without camera access, or anything else.
 */
export type CameraFailure = 'noCamera' | 'denied' | 'busy' | 'unsupported' | 'other'

const failureNames: Record<string, CameraFailure> = {
  NotFoundError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  OverconstrainedError: 'noCamera',
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
  AbortError: 'busy',
}

/** The kind of a getUserMedia failure (its DOMException name). */
export const cameraFailureOf = (error: unknown): CameraFailure =>
  (error instanceof Error && failureNames[error.name]) || 'other'

/**
 * The scanner's I/O. `camera` owns the MediaStream from getUserMedia to the moment the machine stops it
 * (every track is stopped then, even if the stream arrives after the user closed the scanner);
 * `decodeFrames` reads a frame every 100 ms with qr-scanner's worker engine.
 */
export const scannerActors = {
  camera: fromCallback(({ sendBack }) => {
    let stream: MediaStream | null = null
    let stopped = false
    const stopTracks = (s: MediaStream) => {
      for (const track of s.getTracks()) track.stop()
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      sendBack({ type: 'camera.failed', reason: 'unsupported' })
      return
    }
    navigator.mediaDevices.getUserMedia(cameraConstraints).then(
      (s) => {
        if (stopped) return stopTracks(s)
        stream = s
        sendBack({ type: 'camera.stream', stream: s })
      },
      (error) => {
        if (!stopped) sendBack({ type: 'camera.failed', reason: cameraFailureOf(error) })
      },
    )
    return () => {
      stopped = true
      if (stream) stopTracks(stream)
    }
  }),
  decodeFrames: fromCallback<{ type: string }, { video: HTMLVideoElement | null }>(({ input, sendBack }) => {
    const video = input.video
    if (!video) return
    let busy = false
    let live = true
    const canvas = document.createElement('canvas')
    const engine = import('qr-scanner').then(({ default: QrScanner }) =>
      QrScanner.createQrEngine().then((qrEngine) => ({ QrScanner, qrEngine })),
    )
    const tick = async () => {
      if (busy || !live || video.readyState < 2) return
      busy = true
      try {
        const { QrScanner, qrEngine } = await engine
        const result = await QrScanner.scanImage(video, { qrEngine, canvas, returnDetailedScanResult: true })
        if (live && result.data) sendBack({ type: 'code.detected', data: result.data })
      } catch {
        // No code in this frame: the next tick tries again.
      } finally {
        busy = false
        if (live) sendBack({ type: 'scan.attempt' })
      }
    }
    const timer = setInterval(() => void tick(), SCAN_INTERVAL_MS)
    return () => {
      live = false
      clearInterval(timer)
      void engine.then(({ qrEngine }) => {
        if (qrEngine instanceof Worker) qrEngine.terminate()
      })
    }
  }),
}

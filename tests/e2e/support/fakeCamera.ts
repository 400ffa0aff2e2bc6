import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import QRCode from 'qrcode'
import { headlessShellPath } from '../../../scripts/chromium'

/**
 * Writes a YUV4MPEG2 (.y4m) video of a QR code on white, the format Chromium's fake camera plays with
 * --use-file-for-fake-video-capture. 4:2:0 frames: a luma plane, then two chroma planes at 128 (grey).
 */
export function writeQrVideo(file: string, text: string, { width = 640, height = 480, frames = 15 } = {}) {
  const luma = Buffer.alloc(width * height, 235)
  if (text !== '') drawQr(luma, text, width, height)
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}

/** Paints `text` as a QR code (dark modules at luma 16) in the middle of a luma plane, with a quiet zone. */
function drawQr(luma: Buffer, text: string, width: number, height: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const quiet = 4
  const scale = Math.floor(Math.min(width, height) / (modules + quiet * 2))
  const left = Math.floor((width - modules * scale) / 2)
  const top = Math.floor((height - modules * scale) / 2)
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + y) * width + left + x] = 16
    }
  }
}

const baseArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

/**
 * A browser whose camera plays a video of `text` as a QR code made here with the qrcode library (an empty
 * text films a blank page).
 */
export async function browserFilming(text: string): Promise<Browser> {
  const file = join(mkdtempSync(join(tmpdir(), 'billetera-cam-')), 'qr.y4m')
  writeQrVideo(file, text)
  return chromium.launch({
    executablePath: headlessShellPath,
    args: [
      ...baseArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  })
}

/** What the scanner showed when a video started playing: a live camera track, inside the visible modal and frame. */
export type CameraPlay = { camera: boolean; modal: boolean; frame: boolean }

/**
 * Starts recording, inside the page, each `playing` of a video: whether it plays a live camera track, and
 * whether the scanner modal holding it and the modal's green frame were visible at that moment. The fake
 * camera's code is read within a few frames and the modal closes at once, so this is the way to know what the
 * user saw meanwhile. Returns a reader of the plays so far (until the page navigates).
 */
export async function watchCamera(page: Page): Promise<() => Promise<CameraPlay[]>> {
  await page.evaluate(() => {
    const plays: CameraPlay[] = []
    ;(window as unknown as { __cameraPlays: CameraPlay[] }).__cameraPlays = plays
    const visible = (el: Element | null | undefined) => {
      const box = el?.getBoundingClientRect()
      return (
        !!el && !!box && el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0
      )
    }
    // `playing` does not bubble; a capturing listener on the document still sees it.
    document.addEventListener(
      'playing',
      (event) => {
        if (!(event.target instanceof HTMLVideoElement)) return
        const video = event.target
        const modal = video.closest('[data-testid="scanner-modal"]')
        const stream = video.srcObject
        plays.push({
          camera:
            stream instanceof MediaStream && stream.getVideoTracks().some((t) => t.readyState === 'live'),
          modal: visible(modal),
          frame: visible(modal?.querySelector('[data-testid="scanner-frame"]')),
        })
      },
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cameraPlays: CameraPlay[] }).__cameraPlays)
}

import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

/**
 * Writes a YUV4MPEG2 (.y4m) video of a QR code on white, the format Chromium's fake camera plays with
 * --use-file-for-fake-video-capture. 4:2:0 frames: a luma plane, then two chroma planes at 128 (grey).
 */
export function writeQrVideo(file: string, text: string, { width = 640, height = 480, frames = 15 } = {}) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const quiet = 4
  const scale = Math.floor(Math.min(width, height) / (modules + quiet * 2))
  const left = Math.floor((width - modules * scale) / 2)
  const top = Math.floor((height - modules * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale)))
        luma[(top + y) * width + left + x] = 16
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}

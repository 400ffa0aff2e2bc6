#!/usr/bin/env node
// Draws the app icons (public/icons/*.png) from public/favicon.svg with Debian's Chromium: the PNG sizes the
// web app manifest and iOS ask for, plus a "maskable" one with the safe margin Android crops into a circle.
// Run it after changing the SVG: node scripts/icons.mjs
import { mkdirSync, readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const svg = readFileSync('public/favicon.svg', 'utf8')
/** name, size in px, and whether the drawing keeps to the central 80 % (maskable) on a full background. */
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]

mkdirSync('public/icons', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  for (const [name, size, maskable] of icons) {
    const inner = maskable ? Math.round(size * 0.8) : size
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0f766e' : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body>`,
    )
    await page.screenshot({ path: `public/icons/${name}`, omitBackground: !maskable })
    console.log(`public/icons/${name} (${size}×${size})`)
  }
} finally {
  await browser.close()
}

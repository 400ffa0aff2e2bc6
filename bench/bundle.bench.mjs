#!/usr/bin/env node
// The JavaScript the browser loads for /welcome on the production build, gzipped (budget ≤ 120 KB), measured
// by loading the built app in Chromium and summing every script response, worker scripts included. Then the
// sizes of the vaults and loans chunks, which load only when opened.
import { spawn, spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { printLazyChunks } from './lib/lazyChunks.mjs'

const port = Number(process.env.BENCH_PORT ?? 4399)
// A server left on the port would be measured instead of this build: refuse to start then.
if (
  await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
) {
  console.error(`Port ${port} is already serving something: stop it or set BENCH_PORT.`)
  process.exit(1)
}
const outDir = process.env.BENCH_OUT_DIR ?? 'dist'
const vite = 'node_modules/vite/bin/vite.js'
if (!process.env.BENCH_SKIP_BUILD) {
  spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', outDir], {
    stdio: 'inherit',
  })
}
// Start vite itself (not through npx), so that stopping it really frees the port.
const preview = spawn(
  process.execPath,
  [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', outDir],
  {
    stdio: 'ignore',
  },
)
try {
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const page = await browser.newPage()
  const scripts = new Map()
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && !response.url().endsWith('.js')) return
    const body = await response.body().catch(() => null)
    if (body) scripts.set(response.url(), { raw: body.length, gz: gzipSync(body, { level: 9 }).length })
  })
  await page.goto(`${base}/welcome`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await browser.close()
  let raw = 0
  let gz = 0
  for (const [url, size] of [...scripts].sort((a, b) => b[1].gz - a[1].gz)) {
    raw += size.raw
    gz += size.gz
    console.log(`  ${(size.gz / 1024).toFixed(1).padStart(7)} KB gz  ${new URL(url).pathname}`)
  }
  console.log(
    `/welcome JavaScript: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw), ${scripts.size} files. Budget 120 KB.`,
  )
} finally {
  preview.kill('SIGKILL')
}
printLazyChunks(outDir)

#!/usr/bin/env node
// Lighthouse, mobile preset (a mid-range phone on a slow 4G link, 4× CPU slowdown), on the production build:
// performance, accessibility and best practices of /welcome, /unlock and /home (goals: performance ≥ 95,
// accessibility 100). Then the sizes of the vaults and loans chunks, which load only when opened.
// A fresh load of /unlock or /home finds a stored wallet locked, as every reload does: both show the unlock
// screen (the wallet stored here is an earlier version's, so /unlock asks to choose a password).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp, startPreview } from './lib/preview.mjs'

const port = Number(process.env.BENCH_PORT ?? 4399)
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const outDir = process.env.BENCH_OUT_DIR ?? 'dist'
buildApp(outDir)
const { base, stop } = await startPreview(outDir, port)
const profile = mkdtempSync(join(tmpdir(), 'billetera-lighthouse-'))
try {
  const rows = []
  /** One Lighthouse run per path, in a Chromium on the given profile. */
  async function audit(paths) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      userDataDir: profile,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    })
    try {
      for (const path of paths) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Keep the stored wallet between runs (Lighthouse clears storage by default).
          disableStorageReset: true,
        })
        const { categories, audits } = result.lhr
        const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
        rows.push({
          path,
          landed: new URL(result.lhr.finalDisplayedUrl).pathname,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcp: audits['largest-contentful-paint']?.displayValue,
          tbt: audits['total-blocking-time']?.displayValue,
        })
      }
    } finally {
      await chrome.kill()
    }
  }
  await audit(['/welcome'])
  // Then a stored wallet in that profile (Anvil's published first test key, never a real one).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const page = await context.newPage()
  await page.goto(`${base}/welcome`)
  await page.evaluate(() =>
    localStorage.setItem(
      'wallet',
      JSON.stringify({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      }),
    ),
  )
  await context.close()
  await audit(['/unlock', '/home'])
  console.log('Lighthouse, mobile preset (goals: performance ≥ 95, accessibility 100):')
  for (const r of rows)
    console.log(
      `  ${r.path.padEnd(9)} → ${r.landed.padEnd(9)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  best practices ${String(r.bestPractices).padStart(3)}  LCP ${r.lcp}  TBT ${r.tbt}`,
    )
} finally {
  stop()
  rmSync(profile, { recursive: true, force: true })
}

// The vaults (/inflation, /vault) and loans (/loans) screens and the key vault worker: their own chunks,
// loaded only when opened.
const assets = join(outDir, 'assets')
console.log('Chunks loaded only when opened (gzipped):')
for (const name of readdirSync(assets).sort()) {
  if (!/^(vault|vaults|inflation|loans|lending|Vault|Loans|Lending)[-.]/i.test(name) || !name.endsWith('.js'))
    continue
  const gz = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${name}`)
}

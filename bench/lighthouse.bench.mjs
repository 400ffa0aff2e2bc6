#!/usr/bin/env node
// Lighthouse, mobile preset (a mid-range phone on a slow 4G link, 4× CPU slowdown), on the production build:
// performance, accessibility, best practices and the load metrics of /welcome, /unlock and /home (goals:
// performance ≥ 95, accessibility 100). Then the sizes of the vaults and loans chunks, which load only when opened.
//
// What each row measures:
//   /welcome  a first visit: nothing stored, nothing cached (Lighthouse clears the origin before each run).
//   /unlock   a repeat visit with a sealed wallet stored (made by the app itself, below): the unlock screen, its
//             files from the service worker and cache of the earlier visit, as on a returning user's phone.
//   /home     a page load of /home with that wallet: every page load starts locked (the key worker is new), so
//             this is the unlock screen reached through /home's guard (the "landed on" column says so).
//   /home ⇢   the real home, as a person reaches it: a Lighthouse user flow that loads /unlock?redirect=/home,
//             types the password and measures the time span from Enter to the home screen (TBT, CLS, INP)
//             and then a snapshot of the home screen (accessibility, best practices). Lighthouse gives a time
//             span no performance score: the figures are printed instead.
// Each report is kept whole in bench/.out/lighthouse/ for the opportunities and diagnostics.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { printLazyChunks } from './lib/lazyChunks.mjs'
import { buildApp, refuseBusyPort, startPreview } from './lib/preview.mjs'

const port = Number(process.env.BENCH_PORT ?? 4399)
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const outDir = process.env.BENCH_OUT_DIR ?? 'dist'
const reports = 'bench/.out/lighthouse'
// Anvil's published first test key, never a real one, and a password for the vault sealed from it.
const TEST_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PASSWORD = 'bench-Lighthouse-Pa55phrase!'
// Lighthouse's scores vary from run to run (more so on a busy machine): each page is measured this many times.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))

await refuseBusyPort(port, 'BENCH_PORT')
buildApp(outDir)
const { base, stop } = await startPreview(outDir, port)
const profile = mkdtempSync(join(tmpdir(), 'billetera-lighthouse-'))
mkdirSync(reports, { recursive: true })

/** The figures printed for one report. */
function row(name, lhr) {
  const { categories, audits } = lhr
  const score = (id) =>
    categories[id]?.score == null ? '  –' : String(Math.round(categories[id].score * 100))
  const ms = (id) => audits[id]?.numericValue
  return {
    name,
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue,
    si: ms('speed-index'),
    inp: ms('interaction-to-next-paint'),
  }
}

async function launch() {
  return chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
}

const rows = []

/**
 * Lighthouse navigations of each path, in a Chromium on the shared profile. A first visit starts from nothing
 * (Lighthouse clears the origin's storage, caches and service worker); a repeat visit keeps them all, as a
 * returning user's phone does.
 */
async function audit(paths, { repeatVisit = false } = {}) {
  const chrome = await launch()
  try {
    for (const path of paths) {
      const results = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: repeatVisit,
        })
        results.push(result)
      }
      // The run with the median performance score stands for the page (Lighthouse's own advice on variance).
      results.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score)
      const median = results[Math.floor(results.length / 2)]
      writeFileSync(join(reports, `${path.slice(1)}.json`), JSON.stringify(median.lhr))
      if (process.env.BENCH_TRACES)
        writeFileSync(join(reports, `${path.slice(1)}.trace.json`), JSON.stringify(median.artifacts.Trace))
      rows.push({
        ...row(path, median.lhr),
        runs: results.map((r) => Math.round(r.lhr.categories.performance.score * 100)).join('/'),
      })
    }
  } finally {
    await chrome.kill()
  }
}

try {
  await audit(['/welcome'])
  // BENCH_WELCOME_ONLY=1: the first page only, for a quick look while working on the first load.
  if (!process.env.BENCH_WELCOME_ONLY) await walletPages()

  const f = (v, unit = 'ms') =>
    v == null
      ? '–'.padStart(7)
      : unit === ''
        ? v.toFixed(3).padStart(7)
        : `${Math.round(v)} ${unit}`.padStart(7)
  console.log(
    `Lighthouse, mobile preset (goals: performance ≥ 95, accessibility 100), median of ${runs} run(s) per page:`,
  )
  console.log(
    `  ${'page'.padEnd(15)} ${'landed on'.padEnd(9)} perf  a11y  best   ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(7)} ${'SI'.padStart(7)} ${'INP'.padStart(7)}`,
  )
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(15)} ${r.landed.padEnd(9)} ${r.performance.padStart(4)}  ${r.accessibility.padStart(4)}  ${r.bestPractices.padStart(4)}   ${f(r.fcp)} ${f(r.lcp)} ${f(r.tbt)} ${f(r.cls, '')} ${f(r.si)} ${f(r.inp)}${r.runs ? `  runs ${r.runs}` : ''}`,
    )
  console.log(`  Whole reports: ${reports}/`)
} finally {
  stop()
  rmSync(profile, { recursive: true, force: true })
}

printLazyChunks(outDir)

/** /unlock and /home with a sealed wallet, then the real home after unlock. */
async function walletPages() {
  // A sealed wallet in that profile, made the way the app makes one: an earlier version's plaintext wallet,
  // which /unlock seals with a new password (and then opens the home screen).
  const chrome = await launch()
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const page = await browser.newPage()
    await page.goto(`${base}/welcome`)
    await page.evaluate(
      (wallet) => localStorage.setItem('wallet', wallet),
      JSON.stringify({ address: TEST_ADDRESS, privateKey: TEST_KEY }),
    )
    await page.goto(`${base}/unlock`)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('input[name="confirmation"]').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await page.waitForFunction(() => location.pathname === '/home', { timeout: 120_000 })
    await browser.disconnect()
  } finally {
    await chrome.kill()
  }
  await audit(['/unlock', '/home'], { repeatVisit: true })

  // The real home screen: unlock, then measure the way there and the screen itself.
  const flowChrome = await launch()
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${flowChrome.port}` })
    const page = await browser.newPage()
    const flow = await startFlow(page, {
      name: 'Unlock to home',
      flags: { disableStorageReset: true },
    })
    await flow.navigate(`${base}/unlock?redirect=%2Fhome`, { disableStorageReset: true })
    await flow.startTimespan({ name: 'Unlock → home' })
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => location.pathname === '/home', { timeout: 120_000 })
    await page.locator('main h1').wait()
    await new Promise((r) => setTimeout(r, 3000))
    await flow.endTimespan()
    await flow.snapshot({ name: 'Home' })
    const result = await flow.createFlowResult()
    const [, span, snap] = result.steps
    writeFileSync(join(reports, 'home-flow.json'), JSON.stringify(result))
    const spanRow = row('unlock ⇢ /home', span.lhr)
    const snapRow = row('/home ⇢', snap.lhr)
    rows.push({ ...spanRow, accessibility: snapRow.accessibility, bestPractices: snapRow.bestPractices })
    await browser.disconnect()
  } finally {
    await flowChrome.kill()
  }
}

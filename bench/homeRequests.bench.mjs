#!/usr/bin/env node
// The web-API requests home makes (the inflation sources, dólar quotes, any other public API the devnet records)
// when it opens and over the next hour, simulated with Playwright's clock on the production build against a
// devnet of its own: with every source up, with ArgentinaDatos down, and with both inflation sources down
// (the devnet's fault switch, POST /__faults). Then the vaults page opened from home, which shares the
// inflation cache. Spec 000 §4: inflation hourly, its data every 5 minutes; at most one request per source per
// refresh interval. Prints figures only.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, launchChromium, refuseBusyPort, startPreview } from './lib/preview.mjs'
import { quick, setting } from './lib/quick.mjs'

const port = Number(process.env.BENCH_HOME_PORT ?? 4397)
const devnetPort = Number(process.env.BENCH_HOME_DEVNET_PORT ?? 48845)
const outDir = process.env.BENCH_HOME_OUT ?? '.cache/dist-bench-home'
const PASSWORD = 'clave-de-bench-123'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const MINUTE = 60_000
/** The simulated time after home opens: an hour (quick mode: 6 minutes, past inflation's 5-minute retry). */
const MINUTES = setting('BENCH_HOME_MINUTES', 60, 6)

/** What each request is, by its path on the devnet's web-API server. */
const KINDS = [
  ['ArgentinaDatos CPI', /^\/argentinadatos\/v1\/finanzas\/indices\//],
  ['World Bank CPI', /^\/worldbank\//],
  ['ArgentinaDatos dólar', /^\/argentinadatos\/v1\/cotizaciones\//],
  ['DefiLlama', /^\/defillama\//],
]
const kindOf = (path) => KINDS.find(([, re]) => re.test(path))?.[0] ?? 'other'

await refuseBusyPort(port, 'BENCH_HOME_PORT')
buildApp(outDir, ['--emptyOutDir'])
const scratch = mkdtempSync(join(tmpdir(), 'bench-home-'))
const manifestPath = join(scratch, 'manifest.json')
const { startDevnet } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort: devnetPort, manifestPath, log: () => {} })
process.env.BILLETERA_MANIFEST = manifestPath
const { base, stop } = await startPreview(outDir, port)
const web = new URL(devnet.manifest.webApis.worldBank).origin

const setFaults = (faults) =>
  fetch(`${web}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  })

/** Counts the page's requests to the web APIs by kind, and knows when none is in flight. */
function watch(context) {
  const counts = {}
  let inFlight = 0
  context.on('request', (r) => {
    const url = new URL(r.url())
    if (url.origin !== web) return
    inFlight++
    const kind = kindOf(url.pathname)
    counts[kind] = (counts[kind] ?? 0) + 1
  })
  const done = (r) => {
    if (new URL(r.url()).origin === web) inFlight--
  }
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  return {
    /** The counts since the last take, then zero. */
    take() {
      const row = Object.fromEntries(KINDS.map(([k]) => [k, counts[k] ?? 0]))
      if (counts.other) row.other = counts.other
      for (const k of Object.keys(counts)) delete counts[k]
      return row
    },
    /** Waits (real time) until no web-API request is in flight and none started for a moment. */
    async settle() {
      for (let quiet = 0; quiet < 5; ) {
        await new Promise((r) => setTimeout(r, 100))
        quiet = inFlight === 0 ? quiet + 1 : 0
      }
    },
  }
}

const rows = {}
async function scenario(name, faults, { thenVaults = false } = {}) {
  await setFaults(faults)
  const context = await browser.newContext({ locale: 'es-AR', serviceWorkers: 'block' })
  const page = await context.newPage()
  const requests = watch(context)
  try {
    await page.clock.install({ time: new Date('2025-11-03T12:00:00Z') })
    // An earlier version's plaintext wallet, which /unlock seals with a new password and opens home.
    await page.goto(`${base}/welcome`)
    await page.evaluate(
      (wallet) => localStorage.setItem('wallet', wallet),
      JSON.stringify({ address: ADDRESS, privateKey: KEY }),
    )
    requests.take()
    await page.goto(`${base}/unlock?redirect=%2Fhome`)
    // The new password is typed in the signer's migration frame (docs/signer-plan.md step 4).
    const migrate = page.frameLocator('iframe[data-testid="signer-migrate"]')
    await migrate.getByLabel(/^Contraseña$/).fill(PASSWORD)
    await migrate.getByLabel(/^Repetí la contraseña$/).fill(PASSWORD)
    await migrate.getByRole('button', { name: /^Elegir contraseña$/ }).click()
    await page.waitForURL(/\/home$/, { timeout: 120_000 })
    await page.getByTestId('inflation-source').waitFor()
    const source = await page.getByTestId('inflation-source').getAttribute('data-source')
    await requests.settle()
    rows[`${name}: home opened`] = { ...requests.take(), 'figure from': source }
    // One hour in one-minute steps: every timer due in each minute fires (the clock's 1 s, prices' 10 s,
    // inflation's 5 min …), then the requests they started finish before the next minute.
    for (let minute = 0; minute < MINUTES; minute++) {
      await page.clock.runFor(MINUTE)
      await requests.settle()
    }
    const after = await page.getByTestId('inflation-source').getAttribute('data-source')
    rows[`${name}: the next ${MINUTES === 60 ? 'hour' : `${MINUTES} min`}`] = {
      ...requests.take(),
      'figure from': after,
    }
    if (thenVaults) {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /Inflación/ })
        .click()
      await page.getByTestId('tile-inflation').getByTestId('inflation-source').waitFor()
      await requests.settle()
      rows[`${name}: then /inflation`] = {
        ...requests.take(),
        'figure from': await page
          .getByTestId('tile-inflation')
          .getByTestId('inflation-source')
          .getAttribute('data-source'),
      }
    }
  } finally {
    await context.close()
  }
}

let browser
try {
  browser = await launchChromium()
  await scenario('all up', {}, { thenVaults: true })
  // Quick mode: the sources down once, both at a time (the same steps as every source up, other answers).
  if (!quick) await scenario('ArgentinaDatos down', { argentinadatos: 'down' })
  await scenario('both down', { argentinadatos: 'down', worldbank: 'down' })
  console.log(
    'Web-API requests home makes (production build, the devnet’s recorded APIs; the hour simulated with Playwright’s clock):',
  )
  console.table(rows)
  console.log(
    'Spec 000 §4: a source that answers is asked once an hour, one that fails at most every 5 minutes (13 in the first',
  )
  console.log('hour counting the one at opening); the vaults page reuses the figure home already has.')
} finally {
  await setFaults({}).catch(() => {})
  await browser?.close()
  stop()
  await devnet.stop()
  rmSync(scratch, { recursive: true, force: true })
}

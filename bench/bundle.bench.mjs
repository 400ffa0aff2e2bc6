#!/usr/bin/env node
// The JavaScript the browser loads for /welcome on the production build, gzipped (budget ≤ 110 KB), measured
// by loading the built app in Chromium and summing every script response, worker scripts included. Then the
// sizes of the vaults and loans chunks, which load only when opened.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { printLazyChunks } from './lib/lazyChunks.mjs'
import { buildApp, launchChromium, refuseBusyPort, startPreview } from './lib/preview.mjs'

const port = Number(process.env.BENCH_PORT ?? 4399)
await refuseBusyPort(port, 'BENCH_PORT')
const outDir = process.env.BENCH_OUT_DIR ?? 'dist'
buildApp(outDir)
const { base, stop } = await startPreview(outDir, port)
try {
  const browser = await launchChromium()
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
  // The signer's page (src/signer, its own origin) loads with the app's frame; its key worker only once the vault
  // is used (unlock, create, import), never for /welcome. Their own
  // budget is checked in tests/build/bundleBudget.test.ts (the page ≤ 4.6 KB, the worker ≤ 65.0 KB).
  const signer = [...scripts].filter(([url]) => new URL(url).port === String(port + 100))
  const signerGz = signer.reduce((sum, [, size]) => sum + size.gz, 0)
  console.log(
    `signer JavaScript: ${(signerGz / 1024).toFixed(1)} KB gzipped, ${signer.length} files (its page and the key worker; budgets 4.6 KB and 65.0 KB).`,
  )
  // /unlock's frame: the signer's page, its unlock screen (script and style) and its own port to the worker
  // (docs/signer-plan.md step 3), from the build (its own files; the shared screen chunks it also loads are counted by the test); budget 9.5 KB, checked in tests/build/bundleBudget.test.ts.
  const signerAssets = join(`${outDir}-signer`, 'assets')
  const unlockFiles = readdirSync(signerAssets).filter((f) =>
    /^(index|unlockScreen|ownVault)-[\w-]+\.(js|css)$/.test(f),
  )
  const unlockGz = unlockFiles.map((f) => gzipSync(readFileSync(join(signerAssets, f)), { level: 9 }).length)
  console.log(
    `signer's unlock screen: ${(unlockGz.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzipped (${unlockFiles.map((f, i) => `${f.split('-')[0]}${f.endsWith('.css') ? '.css' : ''} ${(unlockGz[i] / 1024).toFixed(1)}`).join(', ')}; budget 9.5 KB with the shared screen chunks).`,
  )
  // The unlock frame's note on a wallet found in the app's storage (an earlier version's, or planted): its own
  // chunk, loaded only for such a wallet (issue 41 item 5), not in the frame's budget.
  const foundFiles = readdirSync(signerAssets).filter((f) => /^foundNote-[\w-]+\.js$/.test(f))
  const foundGz = foundFiles.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(signerAssets, f)), { level: 9 }).length,
    0,
  )
  console.log(
    `signer's found-wallet note: ${(foundGz / 1024).toFixed(1)} KB gzipped (loaded by /unlock's frame only for a found wallet).`,
  )
  // Crear billetera's frame (docs/signer-plan.md step 4): the page, the create screen (script and style), the
  // seed grid and key groups it shares with the reveal screen (secretKit), the password rules (their own chunk,
  // shared with the import screens), the shared screen chunks and the own port; budget 15.5 KB (the address in groups),
  // checked (from the chunk graph) in tests/build/bundleBudget.test.ts.
  const createFiles = readdirSync(signerAssets).filter((f) =>
    /^(index|createScreen|secretKit|password|signer|ownVault)-[\w-]+\.(js|css)$/.test(f),
  )
  const createGz = createFiles.map((f) => gzipSync(readFileSync(join(signerAssets, f)), { level: 9 }).length)
  console.log(
    `signer's create screen: ${(createGz.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzipped (${createFiles.map((f, i) => `${f.split('-')[0]}${f.endsWith('.css') ? '.css' : ''} ${(createGz[i] / 1024).toFixed(1)}`).join(', ')}; budget 15.5 KB).`,
  )
  // The review frame of every write (docs/signer-plan.md step 5): the page, the review screen (script and style),
  // the password field's helpers, the number formats, consent.ts, the shared screen chunks and the own port; budget 14.6 KB,
  // checked (from the chunk graph) in tests/build/bundleBudget.test.ts. Its window (reviewWindow) is not counted:
  // it loads only where the browser has no IntersectionObserver v2.
  const reviewFiles = readdirSync(signerAssets).filter((f) =>
    /^(index|reviewScreen|passwordKit|numbers|consent|signer|ownVault)-[\w-]+\.(js|css)$/.test(f),
  )
  const reviewGz = reviewFiles.map((f) => gzipSync(readFileSync(join(signerAssets, f)), { level: 9 }).length)
  console.log(
    `signer's review screen: ${(reviewGz.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzipped (${reviewFiles.map((f, i) => `${f.split('-')[0]}${f.endsWith('.css') ? '.css' : ''} ${(reviewGz[i] / 1024).toFixed(1)}`).join(', ')}; budget 14.6 KB, with consent.ts: a key acts only once the person moved into the frame).`,
  )
  // Importing a wallet and ¿Olvidaste tu contraseña? (docs/signer-plan.md step 4): the page, each screen, what they
  // share (the new password's fields, their texts in es and en, the style: `importing`, `signerImport`), the
  // password rules (their own chunk, shared with the create screen), the shared screen chunks and the own port;
  // budgets 15.7 and 15.3 KB, checked (from the chunk graph) in tests/build/bundleBudget.test.ts.
  for (const [name, screen, budget] of [
    ['import', 'importScreen', 15.7],
    ['restore', 'restoreScreen', 15.3],
  ]) {
    const files = readdirSync(signerAssets).filter((f) =>
      new RegExp(
        `^(index|${screen}|importing|signerImport|password|signer|ownVault)-[\\w-]+\\.(js|css)$`,
      ).test(f),
    )
    const sizes = files.map((f) => gzipSync(readFileSync(join(signerAssets, f)), { level: 9 }).length)
    console.log(
      `signer's ${name} screen: ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KB gzipped (${files.map((f, i) => `${f.split('-')[0]}${f.endsWith('.css') ? '.css' : ''} ${(sizes[i] / 1024).toFixed(1)}`).join(', ')}; budget ${budget} KB).`,
    )
  }
  console.log(
    `/welcome JavaScript: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw), ${scripts.size} files. Budget 110 KB (DESIGN.md §9); npm test holds it under the ceiling in tests/build/bundleBudget.test.ts.`,
  )
} finally {
  stop()
}
printLazyChunks(outDir)

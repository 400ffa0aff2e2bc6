import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { sha256Integrity } from '../../scripts/precacheIntegrity'

// Each origin's sw.js as built (src/serviceWorker/checkedPrecache.ts, issue 41 step 6), on the build `npm test`
// makes before vitest (scripts/test.mjs); BILLETERA_DIST picks another build, as in bundleBudget.test.ts.
const dist = resolve(process.env.BILLETERA_DIST ?? 'dist')

/**
 * The worker's own code, gzipped (level 9), without its manifest: 1.0 KB on 7 Dec 2026 (the workbox worker
 * it replaced was 5.1 KB of runtime beside the manifest, in a file of its own).
 */
const SW_CODE_KB = 1.5
/**
 * Each precached file's line of the manifest, gzipped: its name and its SHA-256, which does not compress (49 bytes
 * a file in the app's 204 on 7 Dec 2026, 64 in the signer's 6, whose names share less).
 */
const SW_ENTRY_BYTES = 72

type Entry = { url: string; integrity?: string }

/** The manifest a built sw.js carries, and the worker's code around it. */
function builtWorker(dir: string): { entries: Entry[]; code: string } {
  const text = readFileSync(join(dir, 'sw.js'), 'utf8')
  const manifest = /(\[\{"(?:integrity|revision|url)".*?\}\])/.exec(text)?.[1]
  if (!manifest) throw new Error(`no precache manifest in ${dir}/sw.js`)
  return { entries: JSON.parse(manifest) as Entry[], code: text.replace(manifest, '[]') }
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const gz = (text: string) => gzipSync(text, { level: 9 }).length

describe.each([
  ['app', dist, /\.(js|css|html)$/],
  ['signer', `${dist}-signer`, /\.(js|css|html)$/],
])("the %s's service worker", (_name, dir, code) => {
  it('carries the SHA-256 of every file it precaches, as built', () => {
    expect(existsSync(join(dir, 'sw.js')), `no sw.js in ${dir}: run npx vite build first`).toBe(true)
    const hashed = builtWorker(dir).entries.filter((e) => e.integrity)
    expect(hashed.length).toBeGreaterThan(2)
    const wrong = hashed.filter((e) => sha256Integrity(readFileSync(join(dir, e.url))) !== e.integrity)
    expect(wrong.map((e) => e.url)).toEqual([])
  })

  it('precaches every script, style sheet and page of the build (so all of it opens offline, checked)', () => {
    const hashed = new Set(
      builtWorker(dir)
        .entries.filter((e) => e.integrity)
        .map((e) => e.url),
    )
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((f) => f.replace(/\\/g, '/'))
      .filter((f) => code.test(f) && f !== 'sw.js' && !f.startsWith('.vite/'))
    expect(files.filter((f) => !hashed.has(f))).toEqual([])
  })

  it(`stays small: its code within ${SW_CODE_KB} KB gzipped, and ${SW_ENTRY_BYTES} bytes a file`, () => {
    const { entries, code: worker } = builtWorker(dir)
    expect(kb(gz(worker)), 'the worker without its manifest').toBeLessThanOrEqual(SW_CODE_KB)
    const whole = gz(readFileSync(join(dir, 'sw.js'), 'utf8'))
    expect(whole - gz(worker), `${entries.length} entries`).toBeLessThanOrEqual(
      entries.length * SW_ENTRY_BYTES,
    )
  })
})

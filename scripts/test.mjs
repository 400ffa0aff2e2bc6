#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest — lint, build (which also generates the route
// tree), type check, vitest (unit + model-based, chain on the devnet, worker in Chromium), Playwright e2e.
// Prints one closing line "N passed, N failed" summed over vitest and Playwright.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium, ensureInstalled } from './lib/prerequisites.mjs'

ensureInstalled()
ensureChromium()

const out = '.cache/test-results'
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: process.env.CI ? '0' : '1' }

function step(name, command, args) {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`)
  return result.status === 0
}

function counts() {
  let passed = 0
  let failed = 0
  const vitest = `${out}/vitest.json`
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8'))
    passed += report.numPassedTests ?? 0
    failed += report.numFailedTests ?? 0
  }
  const e2e = `${out}/playwright.json`
  if (existsSync(e2e)) {
    const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {}
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
    failed += stats.unexpected ?? 0
  }
  return { passed, failed }
}

const steps = [
  ['lint (biome)', 'npx', ['biome', 'check', '.']],
  ['build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  [
    'unit, model-based, chain and worker tests (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`],
  ],
  ['end-to-end tests (playwright, chromium)', 'npx', ['playwright', 'test']],
]

let ok = true
for (const [name, command, args] of steps) {
  if (!step(name, command, args)) {
    ok = false
    break
  }
}
const { passed, failed } = counts()
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(ok && failed === 0 ? 0 : 1)

#!/usr/bin/env node
// `npm run bench`: runs every benchmark in this folder (bench/*.bench.mjs) one after the other. Each prints
// its own figures; none asserts a time. Pass names to run only some: npm run bench -- bundle balances
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const wanted = process.argv.slice(2)
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort()

// Times depend on what else the machine runs: each bench says the load average it started under.
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
let failed = 0
for (const file of benches) {
  console.log(`\n━━ ${file} ━━ (load average ${load()})`)
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
console.log(`\nload average at the end: ${load()}`)
process.exit(failed ? 1 : 0)

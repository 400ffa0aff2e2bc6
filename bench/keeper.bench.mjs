#!/usr/bin/env node
// What the devnet costs while nothing happens on it: a devnet started (four anvils, the fee keeper), then
// BENCH_IDLE_SECONDS (30) of nothing. Prints the CPU the process running the keeper used (process.cpuUsage)
// and what the four anvils used (/proc/<pid>/stat), as a share of one core. Three devnets run through
// `npm test` (two end-to-end lanes, the chain tests). Prints figures, asserts none.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { refuseBusyPort } from './lib/preview.mjs'
import { quick, setting } from './lib/quick.mjs'

const basePort = Number(process.env.BENCH_KEEPER_DEVNET_PORT ?? 49545)
const seconds = setting('BENCH_IDLE_SECONDS', 30, 2)
for (let i = 0; i < 4; i++) await refuseBusyPort(basePort + i, 'BENCH_KEEPER_DEVNET_PORT')

const { startDevnet } = await import('../devnet/index.mjs')
const devnet = await startDevnet({ basePort, manifestPath: false, log: () => {} })
const ticks = 100 // USER_HZ on Linux
/** CPU seconds of the anvils serving this devnet's ports. */
const anvilSeconds = () => {
  const pids = execFileSync('pgrep', [
    '-f',
    `anvil .*--port (${[0, 1, 2, 3].map((i) => basePort + i).join('|')}) `,
  ])
    .toString()
    .trim()
    .split('\n')
  return pids.reduce((sum, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return sum + (Number(fields[11]) + Number(fields[12])) / ticks
  }, 0)
}
try {
  await new Promise((r) => setTimeout(r, quick ? 500 : 2000)) // past the start-up's own work
  const node0 = process.cpuUsage()
  const anvil0 = anvilSeconds()
  const from = performance.now()
  await new Promise((r) => setTimeout(r, seconds * 1000))
  const wall = (performance.now() - from) / 1000
  const node = process.cpuUsage(node0)
  const anvil = anvilSeconds() - anvil0
  const share = (cpu) => `${((cpu / wall) * 100).toFixed(1)} % of a core`
  console.log(`devnet idle for ${wall.toFixed(1)} s:`)
  console.log(`  the process running the fee keeper  ${share((node.user + node.system) / 1e6)}`)
  console.log(`  the four anvils                     ${share(anvil)}`)
} finally {
  await devnet.stop()
}

import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'

// Vite itself, not through npx: killing npx would leave the preview server running on the port, and the
// next run would measure whatever build that stale server serves.
const vite = 'node_modules/vite/bin/vite.js'

/**
 * Stops the benchmark when something already answers on `port`: that server would be measured instead of
 * this build.
 * @param {number} port
 * @param {string} portEnv the variable that chooses another port
 */
export async function refuseBusyPort(port, portEnv) {
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (!busy) return
  console.error(`Port ${port} is already serving something: stop it or set ${portEnv}.`)
  process.exit(1)
}

/**
 * Builds the app into `outDir` (the devnet build: the same code as the mainnet app), unless
 * BENCH_SKIP_BUILD is set.
 * @param {string} outDir
 * @param {string[]} [extra] more `vite build` arguments
 */
export function buildApp(outDir, extra = []) {
  if (process.env.BENCH_SKIP_BUILD) return
  spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', outDir, ...extra], {
    stdio: 'inherit',
  })
}

/**
 * Serves `outDir` with `vite preview` on `port`, and its signer (`outDir` + `-signer`, src/signer: the key
 * worker's own origin) on `port` + 100, and waits (60 s at most: a busy machine starts them slowly) until both
 * answer. Stop them with `stop()`.
 * @param {string} outDir
 * @param {number} port
 */
export async function startPreview(outDir, port) {
  const servers = [
    spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
      stdio: 'ignore',
    }),
    spawn(
      process.execPath,
      [
        ...[vite, 'preview', '--config', 'vite.signer.config.ts', '--port', String(port + 100)],
        ...['--strictPort', '--outDir', resolve(`${outDir}-signer`)],
      ],
      { stdio: 'ignore' },
    ),
  ]
  const base = `http://127.0.0.1:${port}`
  for (const url of [base, `http://127.0.0.1:${port + 100}`])
    for (let i = 0; i < 600; i++) {
      const up = await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      await new Promise((r) => setTimeout(r, 100))
    }
  return {
    base,
    stop: () => {
      for (const server of servers) server.kill('SIGKILL')
    },
  }
}

/** Debian's Chromium (CHROMIUM_PATH overrides), headless, for a Playwright-driven measurement. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
}

// What `npm start` and `npm test` need on a fresh machine, installed by the project itself.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Installs the npm dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  if (existsSync('node_modules/.package-lock.json')) return
  console.log('Installing dependencies (npm install, from package-lock.json)…')
  execSync('npm install --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  })
}

/**
 * The browser tests use Debian's Chromium: the full browser (`chromium`) and its headless shell
 * (`chromium-headless-shell`, which the end-to-end and worker tests drive; scripts/chromium.ts). Installs
 * whichever is missing with apt when we are allowed to.
 */
export function ensureChromium() {
  const wanted = [
    { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', apt: 'chromium' },
    {
      path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      apt: 'chromium-headless-shell',
    },
  ]
  const missing = wanted.filter((w) => !existsSync(w.path))
  if (missing.length === 0) return
  const names = missing.map((w) => w.apt)
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Not found: ${missing.map((w) => w.path).join(', ')}. Install them (apt-get install ${names.join(' ')}) or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH.`,
    )
    process.exit(1)
  }
  console.log(`Installing ${names.join(' and ')} from apt…`)
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit' })
  if (update.status !== 0 || install.status !== 0 || missing.some((w) => !existsSync(w.path))) {
    console.error(`Could not install ${names.join(' and ')} with apt-get.`)
    process.exit(1)
  }
}

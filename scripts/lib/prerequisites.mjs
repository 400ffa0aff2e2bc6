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

/** The browser tests use Debian's Chromium; install it with apt when missing and we are allowed to. */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(path)) return
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  console.log('Installing Chromium from apt…')
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' })
  if (update.status !== 0 || install.status !== 0 || !existsSync(path)) {
    console.error('Could not install Chromium with apt-get.')
    process.exit(1)
  }
}

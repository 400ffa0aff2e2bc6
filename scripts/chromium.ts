/**
 * Debian's Chromium (apt `chromium`), never a downloaded browser; CHROMIUM_PATH overrides. The browser people
 * run: the benchmarks, Lighthouse and the icon renderer use it, and so do the few tests that need what only
 * the full browser has (a notification permission that can be granted).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's headless shell (apt `chromium-headless-shell`, the same version and engine without the browser's
 * window code), which the end-to-end and worker tests drive; CHROMIUM_HEADLESS_SHELL_PATH overrides. On these
 * 2-core machines it starts a browser context and loads the app in half the time and CPU of the full browser
 * (bench/README.md, "`npm test`: where the time goes"), which is most of what the suite does.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** The flags every test run gives Chromium: no sandbox in the container, no GPU, and no traffic of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

import type { BrowserContext, Page } from '@playwright/test'

/**
 * A paused clock for the vault worker, which Playwright's page.clock never reaches (it is installed in a
 * page's frames only). The worker's own script is served with a few lines in front that replace its
 * `Date.now`, `setTimeout` and `clearTimeout` before any of the app's code runs: time stands still at the
 * moment the worker started and moves only when the test says so, and a timer fires when that time reaches
 * its due time. The app's deadline logic (src/workers/vault/autoLock.ts) runs unchanged on it.
 *
 * The worker bundle is one self-contained module (no imports), so what comes first runs first.
 */
function pausedClock() {
  type Timer = { due: number; delay: number; run: () => void }
  let now = Date.now()
  let nextId = 1
  const timers = new Map<number, Timer>()
  Date.now = () => now
  const set = (run: (...args: unknown[]) => void, delay = 0, ...args: unknown[]) => {
    const id = nextId++
    const ms = Math.max(0, Number(delay) || 0)
    timers.set(id, { due: now + ms, delay: ms, run: () => run(...args) })
    return id
  }
  const clear = (id?: number) => {
    if (id !== undefined) timers.delete(id)
  }
  Object.assign(globalThis, { setTimeout: set, clearTimeout: clear })
  Object.defineProperty(globalThis, '__testClock', {
    value: {
      /** Moves the clock on by `ms` and runs every timer now due, earliest first; returns their delays. */
      fastForward(ms: number): number[] {
        now += ms
        const fired: number[] = []
        for (;;) {
          const due = [...timers].filter(([, t]) => t.due <= now).sort(([, a], [, b]) => a.due - b.due)[0]
          if (!due) return fired
          timers.delete(due[0])
          fired.push(due[1].delay)
          due[1].run()
        }
      },
    },
  })
}

/** The vault worker's script, whatever its build hash. */
const vaultWorkerScript = /\/assets\/vault\.worker-[\w-]+\.js$/

/** Serves every vault worker of `context` with the paused clock in front. Call before the pages open. */
export async function pauseVaultWorkerClock(context: BrowserContext): Promise<void> {
  await context.route(vaultWorkerScript, async (route) => {
    const response = await route.fetch()
    const body = `(${pausedClock.toString()})();\n${await response.text()}`
    await route.fulfill({ response, body })
  })
}

/**
 * Moves the clock of `page`'s vault worker on by `ms`; resolves to the delays of the timers that fired
 * (the auto-lock's is its setting in milliseconds).
 */
export async function fastForwardVaultWorker(page: Page, ms: number): Promise<number[]> {
  const worker = page.workers().find((w) => vaultWorkerScript.test(new URL(w.url()).pathname))
  if (!worker) throw new Error(`no vault worker in ${page.url()}`)
  return worker.evaluate(
    (by) =>
      (
        globalThis as unknown as { __testClock: { fastForward(ms: number): number[] } }
      ).__testClock.fastForward(by),
    ms,
  )
}

import { fromCallback, fromPromise } from 'xstate'
import { type AppUpdateEvent, appUpdateMachine } from './appUpdateMachine'

/** How often an open app asks whether a new version was published (ms). */
const CHECK_EVERY_MS = 60 * 60 * 1000

/** After the page has loaded and gone idle: registering must not compete with the first screen. */
function whenIdle(run: () => void): () => void {
  let handle = 0
  const schedule = () => {
    handle = window.requestIdleCallback?.(run, { timeout: 3000 }) ?? window.setTimeout(run, 0)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    window.cancelIdleCallback?.(handle)
  }
}

/**
 * Registers /sw.js (production builds only) and reports a new version once it is installed and waiting.
 * The first install takes over at once (there is nothing to replace); later ones wait for Update.
 */
export const watchUpdates = fromCallback<AppUpdateEvent>(({ sendBack }) => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  let timer = 0
  const offer = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && container.controller) sendBack({ type: 'update.available' })
  }
  const cancelIdle = whenIdle(() => {
    container.register('/sw.js', { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks service workers may answer with nothing at all (Playwright's `block` does).
        if (!registration) return
        offer(registration)
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(registration)
          })
        })
        timer = window.setInterval(() => void registration.update().catch(() => {}), CHECK_EVERY_MS)
      },
      (error: unknown) => console.warn('service worker not registered', error),
    )
  })
  // Another tab pressed Update: this one reloads into the new version too, so it never runs half of each.
  const hadController = Boolean(container.controller)
  const reload = () => hadController && window.location.reload()
  container.addEventListener('controllerchange', reload)
  return () => {
    cancelIdle()
    window.clearInterval(timer)
    container.removeEventListener('controllerchange', reload)
  }
})

/** Tells the waiting version to take over; the `controllerchange` that follows reloads the page. */
export const applyUpdate = fromPromise<void>(async () => {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting
  if (!waiting) {
    window.location.reload()
    return
  }
  waiting.postMessage({ type: 'SKIP_WAITING' })
})

/** The update machine wired to the browser's service worker. */
export const liveAppUpdateMachine = appUpdateMachine.provide({ actors: { watchUpdates, applyUpdate } })

/**
 * The app's start, loaded by src/main.tsx once index.html's boot shell has painted: the dictionaries, the
 * session and preferences actors, the router, then the first screen.
 */
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { loadLanguage } from './domain/i18n'
import { sessionMachine } from './machines/session/sessionMachine'
import { preferencesMachine } from './machines/settings/preferencesMachine'
import { wipeAndReload } from './machines/settings/wipe'
import { attachStatelyInspector, inspect } from './machines/shared/inspect'
import { makeRouter } from './router'
import { AppActorsProvider } from './ui/app/AppActors'
import './ui/app/styleNonce'

if (new URLSearchParams(window.location.search).has('inspect')) {
  void attachStatelyInspector().then((result) => {
    document.documentElement.dataset.statelyInspector = result
  })
}

/** Lets the browser paint and answer input between the steps of the start (a cheap phone's long task). */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The preferences are read once, by their actor. An English reader gets English from the app's first
// render; Spanish is already in the bundle.
const preferences = createActor(preferencesMachine, { inspect }).start()
await loadLanguage(preferences.getSnapshot().context.language)
await yieldToMain()

const session = createActor(sessionMachine, { inspect }).start()
await yieldToMain()
const router = makeRouter({ session, preferences })

// Spec §4: the sign-out leaves the theme light, and Borrar datos a wiped origin, whichever way this tab learns its
// wallet went (the removal frame's answer, or the signer's lock, which can take the frame away before it answers).
session.on('signedOut', ({ removed }) => {
  if (removed) wipeAndReload().catch((error) => console.warn('[settings] could not wipe this origin', error))
  else preferences.send({ type: 'theme.set', theme: 'light' })
})

// When the wallet appears, locks or goes away, re-run the guards of the screen on show.
let lastValue = session.getSnapshot().value
session.subscribe((snapshot) => {
  if (snapshot.value === lastValue) return
  lastValue = snapshot.value
  if (!snapshot.hasTag('busy')) void router.invalidate()
})

await yieldToMain()
const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// A transition lets React render the first screen in short slices, so a slow phone's main thread never
// stays busy long enough to delay a tap or a paint.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppActorsProvider actors={{ session, preferences }}>
        <RouterProvider router={router} />
      </AppActorsProvider>
    </StrictMode>,
  )
})

import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { loadLanguage } from './domain/i18n'
import { attachStatelyInspector, inspect } from './machines/inspect'
import { preferencesMachine, readPreferences } from './machines/preferencesMachine'
import { sessionMachine } from './machines/sessionMachine'
import { makeRouter } from './router'
import { AppActorsProvider } from './ui/app/AppActors'
import './ui/app/styleNonce'
import './ui/styles.css'

if (new URLSearchParams(window.location.search).has('inspect')) {
  void attachStatelyInspector().then((result) => {
    document.documentElement.dataset.statelyInspector = result
  })
}

// An English reader gets English from the first paint; Spanish is already in the bundle.
await loadLanguage(readPreferences().language)

const session = createActor(sessionMachine, { inspect }).start()
const preferences = createActor(preferencesMachine, { inspect }).start()
const router = makeRouter(session)

// When the wallet appears, locks or goes away, re-run the guards of the screen on show.
let lastValue = session.getSnapshot().value
session.subscribe((snapshot) => {
  if (snapshot.value === lastValue) return
  lastValue = snapshot.value
  if (!snapshot.hasTag('busy')) void router.invalidate()
})

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

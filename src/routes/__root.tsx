import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { loadLanguage } from '../domain/i18n'
import { liveAppUpdateMachine } from '../machines/appUpdate'
import { inspect } from '../machines/shared/inspect'
import type { PreferencesActor, SessionActor } from '../ui/app/AppActors'
import { whenIdle } from '../ui/app/whenIdle'
import { AppFrame } from '../ui/layout/AppFrame'
import { UpdateBanner } from '../ui/layout/UpdateBanner'

/**
 * What every route's guard may read: the session actor (wallet present, locked, unlocked) and the
 * preferences actor (the language whose texts a screen waits for).
 */
export type RouterContext = { session: SessionActor; preferences: PreferencesActor }

/**
 * The first screens (welcome, and unlock, where every later visit starts) draw on the first-load texts only;
 * every other screen waits for the rest. Unlock loads the rest once the page is idle: its error texts and the
 * "¿Olvidaste tu contraseña?" form are in it, and are there long before a password is typed.
 */
const firstScreens = new Set(['/', '/welcome', '/unlock'])

function loadMoreWhenIdle(preferences: PreferencesActor) {
  whenIdle(() => void loadLanguage(preferences.getSnapshot().context.language, 'more').catch(() => {}), 2000)
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context: { preferences }, location }) => {
    if (location.pathname === '/unlock') loadMoreWhenIdle(preferences)
    else if (!firstScreens.has(location.pathname))
      await loadLanguage(preferences.getSnapshot().context.language, 'more')
  },
  component: function Root() {
    // Registers the service worker; a new version waits for the user's Update.
    const update = useActorRef(liveAppUpdateMachine, { inspect })
    return (
      <AppFrame>
        <Outlet />
        <UpdateBanner actor={update} />
      </AppFrame>
    )
  },
})

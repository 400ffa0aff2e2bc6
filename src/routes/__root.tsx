import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { loadLanguage } from '../domain/i18n'
import { readPreferences } from '../machines/preferencesMachine'
import type { SessionActor } from '../ui/app/AppActors'
import { AppFrame } from '../ui/layout/AppFrame'

/** What every route's guard may read: the session actor (wallet present, locked, unlocked). */
export type RouterContext = { session: SessionActor }

/** The first screen draws on the first-load texts only; every other screen loads the rest first. */
const firstScreens = new Set(['/', '/welcome'])

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    if (!firstScreens.has(location.pathname)) await loadLanguage(readPreferences().language, 'more')
  },
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
})

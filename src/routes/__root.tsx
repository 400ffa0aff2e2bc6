import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { SessionActor } from '../ui/app/AppActors'
import { AppFrame } from '../ui/layout/AppFrame'

/** What every route's guard may read: the session actor (wallet present, locked, unlocked). */
export type RouterContext = { session: SessionActor }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
})

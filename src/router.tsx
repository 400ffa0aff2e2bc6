import { createRouter, Navigate } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { SessionActor } from './ui/app/AppActors'

/** The app's router: file routes, the session actor in context for guards, unknown paths back to `/`. */
export function makeRouter(session: SessionActor) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: false,
    notFoundMode: 'root',
    defaultNotFoundComponent: () => <Navigate to="/" replace />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}

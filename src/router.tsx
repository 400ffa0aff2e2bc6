import { createRouter, Navigate } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { AppActors } from './ui/app/AppActors'

/** The app's router: file routes, the app's actors in context for guards, unknown paths back to `/`. */
export function makeRouter({ session, preferences }: AppActors) {
  return createRouter({
    routeTree,
    context: { session, preferences },
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

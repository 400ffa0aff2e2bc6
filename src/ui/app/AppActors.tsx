import { useSelector } from '@xstate/react'
import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { sessionMachine } from '../../machines/session/sessionMachine'
import type { preferencesMachine } from '../../machines/settings/preferencesMachine'

export type SessionActor = ActorRefFrom<typeof sessionMachine>
export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>
export type AppActors = { session: SessionActor; preferences: PreferencesActor }

const AppActorsContext = createContext<AppActors | null>(null)

/** Gives every view the app's two root actors, created once in main.tsx with the shared inspect hook. */
export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext)
  if (!actors) throw new Error('useAppActors outside AppActorsProvider')
  return actors
}

/** A narrow read of the session actor; re-renders only when the selected value changes. */
export function useSession<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T): T {
  return useSelector(useAppActors().session, selector)
}

export function usePreferences<T>(selector: (snapshot: SnapshotFrom<typeof preferencesMachine>) => T): T {
  return useSelector(useAppActors().preferences, selector)
}

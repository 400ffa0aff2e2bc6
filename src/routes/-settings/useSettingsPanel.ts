import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo, useSyncExternalStore } from 'react'
import { inspect } from '../../machines/inspect'
import { settingsActors } from '../../machines/settingsActors'
import { settingsMachine } from '../../machines/settingsMachine'
import { useAppActors } from '../../ui/app/AppActors'
import { autoLockMinutes } from '../../workers/vaultClient'
import { useEndpointSettings } from './endpoints'

const subscribeStorage = (cb: () => void) => {
  window.addEventListener('storage', cb)
  return () => window.removeEventListener('storage', cb)
}

/** Mounts the settings panel's machine with its actors (machines/settingsActors.ts). */
export function useSettingsPanel() {
  const { session, preferences } = useAppActors()
  const navigate = useNavigate()
  const machine = useMemo(
    () =>
      settingsMachine.provide({
        actors: settingsActors({ session, preferences, goHome: () => navigate({ to: '/' }) }),
      }),
    [session, preferences, navigate],
  )
  const actor = useActorRef(machine, { inspect })
  const minutes = useSyncExternalStore(subscribeStorage, autoLockMinutes)
  const endpoints = useEndpointSettings()
  return { actor, autoLockMinutes: minutes, endpoints }
}

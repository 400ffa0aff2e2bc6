import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { liveArchiveMachine } from '../../machines/archiveActors'
import { inspect } from '../../machines/inspect'
import { liveRpcSettingsMachine } from '../../machines/rpcSettingsActors'
import { liveSettingsMachine } from '../../machines/settingsActors'
import { useAppActors } from '../../ui/app/AppActors'

/**
 * Mounts the settings panel's machine, its Networks and endpoints machine and its "Billeteras anteriores"
 * machine, each with its actors (machines/settingsActors.ts, rpcSettingsActors.ts, archiveActors.ts).
 */
export function useSettingsPanel() {
  const { session, preferences } = useAppActors()
  const navigate = useNavigate()
  const machine = useMemo(
    () => liveSettingsMachine({ session, preferences, goHome: () => navigate({ to: '/' }) }),
    [session, preferences, navigate],
  )
  const endpointsMachine = useMemo(() => liveRpcSettingsMachine(session), [session])
  const archiveMachine = useMemo(() => liveArchiveMachine({ session }), [session])
  const actor = useActorRef(machine, { inspect })
  const endpoints = useActorRef(endpointsMachine, { inspect })
  const archive = useActorRef(archiveMachine, { inspect })
  return { actor, endpoints, archive }
}

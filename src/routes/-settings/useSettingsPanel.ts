import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useLayoutEffect, useMemo, useState } from 'react'
import { type Actor, type AnyActorLogic, createActor } from 'xstate'
import { liveArchiveMachine } from '../../machines/archive'
import { liveRpcSettingsMachine } from '../../machines/settings/rpcSettingsActors'
import { liveSettingsMachine } from '../../machines/settings/settingsActors'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors } from '../../ui/app/AppActors'

/**
 * An actor of `logic` started the first time `wanted` is true (before that render is painted), then kept
 * until the component unmounts.
 */
function useActorOnceWanted<T extends AnyActorLogic>(logic: T, wanted: boolean): Actor<T> | undefined {
  const [actor, setActor] = useState<Actor<T>>()
  useLayoutEffect(() => {
    if (wanted && !actor) setActor(createActor(logic as AnyActorLogic, { inspect }).start() as Actor<T>)
  }, [wanted, actor, logic])
  useLayoutEffect(
    () => () => {
      actor?.stop()
    },
    [actor],
  )
  return actor
}

/**
 * Mounts the settings panel's machine; its Networks and endpoints machine and its "Billeteras anteriores"
 * machine start when the panel first opens (home opening after the password does not pay for them), each with
 * its actors (machines/settingsActors.ts, rpcSettingsActors.ts, archiveActors.ts).
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
  const opened = useSelector(actor, (s) => !s.matches('closed'))
  const endpoints = useActorOnceWanted(endpointsMachine, opened)
  const archive = useActorOnceWanted(archiveMachine, opened)
  return { actor, endpoints, archive }
}

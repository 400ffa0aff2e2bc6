import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useLayoutEffect, useReducer } from 'react'
import { type Actor, createActor } from 'xstate'
import { liveArchiveMachine } from '../../machines/archive'
import { liveRpcSettingsMachine } from '../../machines/settings/rpcSettingsActors'
import { liveSettingsMachine } from '../../machines/settings/settingsActors'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors } from '../../ui/app/AppActors'
import { type KeptPanel, usePanelKeeper } from './panelKeeper'

type Kept = KeptPanel<
  Actor<ReturnType<typeof liveSettingsMachine>>,
  Actor<ReturnType<typeof liveRpcSettingsMachine>>,
  Actor<ReturnType<typeof liveArchiveMachine>>
>

/**
 * The settings panel's machine, one for every screen of the wallet layout (./panelKeeper.ts): made where the
 * panel first renders (home shows it a moment after the total, so home opening after the password does not pay
 * for it), then kept as the person moves between screens, open or closed. Its Networks and endpoints machine and
 * its "Billeteras anteriores" machine start when the panel first opens, each with its actors
 * (machines/settingsActors.ts, rpcSettingsActors.ts, archiveActors.ts).
 */
export function useSettingsPanel() {
  const { session } = useAppActors()
  const router = useRouter()
  const keeper = usePanelKeeper()
  // Made once, not started: a render React throws away leaves it for the next one.
  keeper.kept ??= {
    panel: createActor(liveSettingsMachine({ session, goHome: () => router.navigate({ to: '/' }) }), {
      inspect,
    }),
  }
  const kept = keeper.kept as Kept
  const actor = kept.panel
  useEffect(() => {
    actor.start()
  }, [actor])
  const opened = useSelector(actor, (s) => !s.matches('closed'))
  const [, madeMore] = useReducer((n: number) => n + 1, 0)
  // Before the opened panel is painted; the other screens' panels read them from the keeper.
  useLayoutEffect(() => {
    if (!opened || kept.endpoints) return
    kept.endpoints = createActor(liveRpcSettingsMachine(session), { inspect }).start()
    kept.archive = createActor(liveArchiveMachine({ session }), { inspect }).start()
    madeMore()
  }, [opened, kept, session])
  return { actor, endpoints: kept.endpoints, archive: kept.archive }
}

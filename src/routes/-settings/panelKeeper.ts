import { useRouter } from '@tanstack/react-router'
import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from 'react'
import type { AnyActorRef } from 'xstate'

/**
 * The settings panel's actors (its machine, then its Networks and endpoints and "Billeteras anteriores"
 * machines once it first opens), kept by the wallet layout, not by the screen that shows the panel: a person
 * who taps Ir al inicio and then Configuración before home has loaded opens the panel of the screen they are
 * leaving, and it must still be open once home replaces that screen (the panel closed by itself when each
 * screen made its own machine). Made by the first screen that shows the panel (src/routes/-settings/
 * useSettingsPanel.ts); this module imports no machine, so the layout's own code stays as small as it was.
 */
export type KeptPanel<Panel, Endpoints, Archive> = {
  panel: Panel
  endpoints?: Endpoints
  archive?: Archive
}
export type PanelKeeper = {
  kept: KeptPanel<AnyActorRef, AnyActorRef, AnyActorRef> | null
  mounted: boolean
}

const KeeperContext = createContext<PanelKeeper | null>(null)

/** The keeper of the settings panel's actors, from the layout of every screen that shows the panel. */
export function usePanelKeeper(): PanelKeeper {
  const keeper = useContext(KeeperContext)
  if (!keeper) throw new Error('The settings panel is shown outside SettingsPanelKeeper (the wallet layout).')
  return keeper
}

function stopKept(keeper: PanelKeeper) {
  const kept = keeper.kept
  keeper.kept = null
  kept?.panel.stop?.()
  kept?.endpoints?.stop?.()
  kept?.archive?.stop?.()
}

/** What closeWhenLeft needs of the router: where it is going, and its moves as they start. */
export type MovingRouter = {
  latestLocation: { href: string }
  subscribe: (
    event: 'onBeforeNavigate',
    listener: (change: { toLocation: { href: string } }) => void,
  ) => () => void
}

/**
 * Closes the open panel when the person starts a move to another address (one of its links, Back): a reload of
 * the address already under way (a session change re-running the guards) and a move that had begun before the
 * panel opened leave it open. Returns the unsubscribe.
 */
export function closeWhenLeft(router: MovingRouter, panel: () => AnyActorRef | undefined): () => void {
  let target = router.latestLocation.href
  return router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    const open = panel()
    if (toLocation.href !== target && open?.getSnapshot().matches('open'))
      open.send({ type: 'settings.close' })
    target = toLocation.href
  })
}

/**
 * Keeps the panel's actors while the layout stays, and stops them when it goes (the wallet locks, or the person
 * goes to a screen outside it); closes the panel as closeWhenLeft says.
 */
export function SettingsPanelKeeper({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [keeper] = useState<PanelKeeper>(() => ({ kept: null, mounted: false }))
  useEffect(() => {
    keeper.mounted = true
    const unsubscribe = closeWhenLeft(router, () => keeper.kept?.panel)
    return () => {
      unsubscribe()
      keeper.mounted = false
      // StrictMode runs this cleanup and the effect again at once: the actors stop only once the layout is gone.
      queueMicrotask(() => {
        if (!keeper.mounted) stopKept(keeper)
      })
    }
  }, [keeper, router])
  return createElement(KeeperContext.Provider, { value: keeper }, children)
}

import { useLocation, useRouter } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import { focusScreen } from './focus'
import { PreferencesBar } from './PreferencesBar'

/** The devnet build (the default) runs on local test chains: every screen says so. */
const devnet = import.meta.env.VITE_BILLETERA_PROFILE !== 'mainnet'

/** Only debug mode shows the inspector, so only debug mode loads it. */
const InspectorPanel = lazy(() =>
  import('../debug/InspectorPanel').then((m) => ({ default: m.InspectorPanel })),
)

/**
 * The frame around every screen: applies the theme and language to the document, scrolls to the top on
 * every path change (spec 000 §2), gives lost focus to each new screen's heading, and shows the inspector
 * panel while debug mode is on.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const t = useT()
  const theme = usePreferences((s) => s.context.theme)
  const language = usePreferences((s) => s.context.language)
  const debug = usePreferences((s) => s.context.debug)
  const pathname = useLocation({ select: (l) => l.pathname })
  const router = useRouter()

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])
  useEffect(() => {
    document.documentElement.lang = language === 'es' ? 'es-AR' : 'en'
  }, [language])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change itself is the trigger
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  // A new screen after a move inside the app (not the first load): if the control that had focus went away
  // with the old screen, focus goes to the new one's heading instead of falling back to the page. In the next
  // frame, before it is painted: focusing at once forced a layout of the whole new screen inside the task that
  // rendered it (the longest task after unlocking), and the frame lays it out anyway.
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (event.pathChanged && event.fromLocation) requestAnimationFrame(focusScreen)
      }),
    [router],
  )

  return (
    <div className="app">
      <PreferencesBar />
      {devnet && (
        <p className="devnet-banner" data-testid="devnet-banner">
          {t('app.devnet')}
        </p>
      )}
      {children}
      {debug && (
        <Suspense fallback={null}>
          <InspectorPanel />
        </Suspense>
      )}
    </div>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { WelcomeScreen } from '../ui/onboarding/WelcomeScreen'
import { validateModeSearch } from './-onboarding/search'
import { useWelcome } from './-onboarding/useWelcome'

/** "Billeteras anteriores" on welcome: its machine, the dialog and the archive's texts load only when shown. */
const WelcomeArchive = lazy(() => import('./-onboarding/WelcomeArchive'))

export const Route = createFileRoute('/welcome')({
  validateSearch: validateModeSearch,
  component: function WelcomeScreenRoute() {
    const { mode } = Route.useSearch()
    return (
      <WelcomeScreen
        actor={useWelcome(mode)}
        previous={
          <Suspense fallback={null}>
            <WelcomeArchive />
          </Suspense>
        }
      />
    )
  },
})

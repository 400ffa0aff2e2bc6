import { createFileRoute } from '@tanstack/react-router'
import { WelcomeScreen } from '../ui/onboarding/WelcomeScreen'
import { validateModeSearch } from './-onboarding/search'
import { useWelcome } from './-onboarding/useWelcome'

export const Route = createFileRoute('/welcome')({
  validateSearch: validateModeSearch,
  component: function WelcomeScreenRoute() {
    const { mode } = Route.useSearch()
    return <WelcomeScreen actor={useWelcome(mode)} />
  },
})

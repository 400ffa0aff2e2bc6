import { createFileRoute } from '@tanstack/react-router'
import { RevealScreen } from '../ui/onboarding/RevealScreen'
import { useOnboarding } from './-onboarding/live'
import { validateModeSearch } from './-onboarding/search'

export const Route = createFileRoute('/reveal')({
  validateSearch: validateModeSearch,
  component: function RevealScreenRoute() {
    const { mode } = Route.useSearch()
    return <RevealScreen actor={useOnboarding('reveal', mode)} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '../ui/onboarding/TermsScreen'
import { validateModeSearch } from './-onboarding/search'
import { useOnboarding } from './-onboarding/useOnboarding'

export const Route = createFileRoute('/tos')({
  validateSearch: validateModeSearch,
  component: function TermsScreenRoute() {
    const { mode } = Route.useSearch()
    return <TermsScreen actor={useOnboarding('terms', mode)} />
  },
})

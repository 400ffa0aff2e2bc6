import { createFileRoute } from '@tanstack/react-router'
import { SignupScreen } from '../ui/onboarding/SignupScreen'
import { validateModeSearch } from './-onboarding/search'
import { useOnboarding } from './-onboarding/useOnboarding'

export const Route = createFileRoute('/signup')({
  validateSearch: validateModeSearch,
  component: function SignupScreenRoute() {
    const { mode } = Route.useSearch()
    return <SignupScreen actor={useOnboarding('signup', mode)} />
  },
})

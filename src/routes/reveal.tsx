import { createFileRoute } from '@tanstack/react-router'
import { RevealScreen } from '../ui/onboarding/RevealScreen'
import { leaveIfWalletStored } from './-onboarding/guards'
import { validateModeSearch } from './-onboarding/search'
import { useOnboarding } from './-onboarding/useOnboarding'

export const Route = createFileRoute('/reveal')({
  validateSearch: validateModeSearch,
  beforeLoad: leaveIfWalletStored,
  component: function RevealScreenRoute() {
    const { mode } = Route.useSearch()
    return <RevealScreen actor={useOnboarding('reveal', mode)} />
  },
})

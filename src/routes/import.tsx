import { createFileRoute } from '@tanstack/react-router'
import { ImportScreen } from '../ui/onboarding/ImportScreen'
import { leaveIfWalletStored } from './-onboarding/guards'
import { validateModeSearch } from './-onboarding/search'
import { useOnboarding } from './-onboarding/useOnboarding'

export const Route = createFileRoute('/import')({
  validateSearch: validateModeSearch,
  beforeLoad: leaveIfWalletStored,
  component: function ImportScreenRoute() {
    const { mode } = Route.useSearch()
    return <ImportScreen actor={useOnboarding('import', mode)} />
  },
})

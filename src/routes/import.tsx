import { createFileRoute } from '@tanstack/react-router'
import { ImportScreen } from '../ui/onboarding/ImportScreen'
import { useOnboarding } from './-onboarding/live'
import { validateModeSearch } from './-onboarding/search'

export const Route = createFileRoute('/import')({
  validateSearch: validateModeSearch,
  component: function ImportScreenRoute() {
    const { mode } = Route.useSearch()
    return <ImportScreen actor={useOnboarding('import', mode)} />
  },
})

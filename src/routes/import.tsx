import { createFileRoute } from '@tanstack/react-router'
import { ImportScreen } from '../ui/onboarding/ImportScreen'
import { useOnboarding, validateModeSearch } from './-onboarding/live'

export const Route = createFileRoute('/import')({
  validateSearch: validateModeSearch,
  component: function ImportScreenRoute() {
    const { mode } = Route.useSearch()
    return <ImportScreen actor={useOnboarding('import', mode)} />
  },
})

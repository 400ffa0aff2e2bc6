import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/view-seed-phrase')({
  component: () => <Placeholder title="screen.viewSeedPhrase" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/support')({
  component: () => <Placeholder title="screen.support" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/dashboard')({
  component: () => <Placeholder title="screen.dashboard" />,
})

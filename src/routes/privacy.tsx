import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/privacy')({
  component: () => <Placeholder title="screen.privacy" />,
})

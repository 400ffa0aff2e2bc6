import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/terms')({
  component: () => <Placeholder title="screen.terms" />,
})

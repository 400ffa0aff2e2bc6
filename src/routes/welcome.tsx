import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/welcome')({
  component: () => <Placeholder title="screen.welcome" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/signup')({
  component: () => <Placeholder title="screen.signup" />,
})

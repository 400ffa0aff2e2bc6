import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/reveal')({
  component: () => <Placeholder title="screen.reveal" />,
})

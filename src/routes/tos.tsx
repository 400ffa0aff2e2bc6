import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/tos')({
  component: () => <Placeholder title="screen.tos" />,
})

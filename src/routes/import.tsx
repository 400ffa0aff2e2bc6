import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/import')({
  component: () => <Placeholder title="screen.import" />,
})

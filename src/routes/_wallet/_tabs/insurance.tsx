import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/_tabs/insurance')({
  component: () => <Placeholder title="screen.insurance" />,
})

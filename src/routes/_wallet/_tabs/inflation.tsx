import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/_tabs/inflation')({
  component: () => <Placeholder title="screen.inflation" />,
})

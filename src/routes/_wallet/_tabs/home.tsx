import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/_tabs/home')({
  component: () => <Placeholder title="screen.home" />,
})

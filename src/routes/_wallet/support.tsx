import { createFileRoute } from '@tanstack/react-router'
import { SupportScreen } from '../../ui/support/SupportScreen'

export const Route = createFileRoute('/_wallet/support')({
  component: SupportScreen,
})

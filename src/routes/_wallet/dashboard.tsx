import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../ui/onboarding/DashboardScreen'

export const Route = createFileRoute('/_wallet/dashboard')({
  component: DashboardScreen,
})

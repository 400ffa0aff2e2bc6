import { createFileRoute } from '@tanstack/react-router'
import { InsuranceScreen } from '../../../ui/insurance/InsuranceScreen'

export const Route = createFileRoute('/_wallet/_tabs/insurance')({
  component: InsuranceScreen,
})

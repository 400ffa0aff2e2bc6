import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../ui/onboarding/DashboardScreen'
import { SettingsPanel } from '../../ui/settings/SettingsPanel'
import { useSettingsPanel } from '../-settings/useSettingsPanel'

export const Route = createFileRoute('/_wallet/dashboard')({
  component: function DashboardRoute() {
    const settings = useSettingsPanel()
    return <DashboardScreen settings={<SettingsPanel {...settings} />} />
  },
})

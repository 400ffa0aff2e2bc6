import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../../../ui/home/HomeScreen'
import { SettingsPanel } from '../../../ui/settings/SettingsPanel'
import { useSettingsPanel } from '../../-settings/useSettingsPanel'

/**
 * /home: the main wallet screen (its portfolio machine is mounted by the wallet layout) and the settings side panel, whose Change network
 * item brings the network switcher into view.
 */
export const Route = createFileRoute('/_wallet/_tabs/home')({
  component: function HomeRoute() {
    const settings = useSettingsPanel()
    return (
      <HomeScreen
        settings={(showNetworks) => <SettingsPanel {...settings} onChangeNetworks={showNetworks} />}
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../../../ui/home/HomeScreen'
import { PortfolioProvider } from '../../../ui/home/PortfolioProvider'
import { SettingsPanel } from '../../../ui/settings/SettingsPanel'
import { useSettingsPanel } from '../../-settings/live'

/**
 * /home: the main wallet screen with its portfolio machines and the settings side panel, whose Change network
 * item brings the network switcher into view.
 */
export const Route = createFileRoute('/_wallet/_tabs/home')({
  component: function HomeRoute() {
    const settings = useSettingsPanel()
    return (
      <PortfolioProvider>
        <HomeScreen
          settings={(showNetworks) => <SettingsPanel {...settings} onChangeNetworks={showNetworks} />}
        />
      </PortfolioProvider>
    )
  },
})

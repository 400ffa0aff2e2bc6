import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '../../../ui/home/HomeScreen'
import { PortfolioProvider } from '../../../ui/home/PortfolioProvider'

/** /home: the main wallet screen with its portfolio machines. */
export const Route = createFileRoute('/_wallet/_tabs/home')({
  component: () => (
    <PortfolioProvider>
      <HomeScreen />
    </PortfolioProvider>
  ),
})

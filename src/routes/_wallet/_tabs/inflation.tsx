import { createFileRoute } from '@tanstack/react-router'
import { VaultsScreen } from '../../../ui/vaults/VaultsScreen'

/** /inflation: the Inflation Hedge Vaults page; its code loads only when the route opens (code-split). */
export const Route = createFileRoute('/_wallet/_tabs/inflation')({
  component: VaultsScreen,
})

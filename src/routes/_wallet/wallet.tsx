import { createFileRoute } from '@tanstack/react-router'
import { WalletScreen } from '../../ui/wallet/WalletScreen'

/** /wallet: the spec's "Gestión de Billetera" screen (the route table has no entry; linked from home). */
export const Route = createFileRoute('/_wallet/wallet')({
  component: WalletScreen,
})

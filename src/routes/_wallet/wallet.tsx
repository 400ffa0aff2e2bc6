import { createFileRoute } from '@tanstack/react-router'
import { ExportCard } from '../../ui/export/ExportPanel'
import { WalletScreen } from '../../ui/wallet/WalletScreen'
import { ExportFlow } from '../-export/ExportFlow'

/** /wallet: the spec's "Gestión de Billetera" screen (the route table has no entry; linked from home). */
export const Route = createFileRoute('/_wallet/wallet')({
  component: function WalletRoute() {
    return (
      <WalletScreen
        exportCard={
          <ExportFlow>
            <ExportCard />
          </ExportFlow>
        }
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../ui/app/AppActors'
import { BuyScreen } from '../../ui/buy/BuyScreen'

export const Route = createFileRoute('/_wallet/buy')({
  component: function BuyRoute() {
    // The receive part mounts its own machine (ReceivePanel); the rest of the page is text and links.
    return <BuyScreen address={useSession((s) => s.context.address)} />
  },
})

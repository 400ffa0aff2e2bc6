import { createFileRoute } from '@tanstack/react-router'
import { BuyScreen } from '../../ui/buy/BuyScreen'
import { ReceiveFlow } from '../-receive/ReceiveFlow'

export const Route = createFileRoute('/_wallet/buy')({
  component: function BuyRoute() {
    // The receive part and its machine (ReceiveFlow); the rest of the page is text and links.
    return <BuyScreen receive={<ReceiveFlow />} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { QrTestScreen } from '../ui/scanner/QrTestScreen'

export const Route = createFileRoute('/qr-test')({
  component: QrTestScreen,
})

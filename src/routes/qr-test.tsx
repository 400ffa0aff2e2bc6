import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../ui/layout/Placeholder'

export const Route = createFileRoute('/qr-test')({
  component: () => <Placeholder title="screen.qrTest" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { scannerMachine } from '../machines/scanner'
import { inspect } from '../machines/shared/inspect'
import { QrTestScreen } from '../ui/scanner/QrTestScreen'

export const Route = createFileRoute('/qr-test')({
  component: QrTest,
})

/** Mounts a scanner machine and the QR test screen that drives it. */
function QrTest() {
  const scanner = useActorRef(scannerMachine, { inspect })
  return <QrTestScreen scanner={scanner} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { inspect } from '../../machines/shared/inspect'
import { supportMachine } from '../../machines/support'
import { SupportScreen } from '../../ui/support/SupportScreen'

export const Route = createFileRoute('/_wallet/support')({
  component: Support,
})

/** Mounts the support machine (FAQ and contact) and its screen. */
function Support() {
  const actor = useActorRef(supportMachine, { inspect })
  return <SupportScreen actor={actor} />
}

import { useActorRef } from '@xstate/react'
import { receiveMachine } from '../../machines/receive'
import { inspect } from '../../machines/shared/inspect'
import { useSession } from '../../ui/app/AppActors'
import { ReceivePanel } from '../../ui/receive/ReceivePanel'

/**
 * The receive panel and its machine for the open wallet, made where the panel renders: on /buy with the page,
 * on home each time the Receive dialog opens (the dialog renders it only while open, so every opening starts
 * clean).
 */
export function ReceiveFlow() {
  const address = useSession((s) => s.context.address)
  const receive = useActorRef(receiveMachine, { input: { address }, inspect })
  return <ReceivePanel receive={receive} address={address} />
}

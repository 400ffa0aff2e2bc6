import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { insuranceMachine } from '../../../machines/insurance'
import { inspect } from '../../../machines/shared/inspect'
import { InsuranceScreen } from '../../../ui/insurance/InsuranceScreen'

export const Route = createFileRoute('/_wallet/_tabs/insurance')({
  component: Insurance,
})

/** Mounts the insurance placeholder's machine (the notice wish) and its screen. */
function Insurance() {
  const actor = useActorRef(insuranceMachine, { inspect })
  return <InsuranceScreen actor={actor} />
}

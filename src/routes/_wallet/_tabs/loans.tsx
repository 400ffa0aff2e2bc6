import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { Address } from 'viem'
import { lendingMachine } from '../../../machines/lending'
import { inspect } from '../../../machines/shared/inspect'
import { useAppActors } from '../../../ui/app/AppActors'
import { LoansScreen } from '../../../ui/lending/LoansScreen'

/**
 * /loans: lending on Aave v3. Mounts the lending machine for the chosen account (a new one when the account
 * changes, so the position is always that account's) and its view. The machine follows the session to know
 * whether a key can sign (a watched address has none; a locked wallet signs nothing).
 */
export const Route = createFileRoute('/_wallet/_tabs/loans')({
  component: function LoansRoute() {
    const { session } = useAppActors()
    const address = useSelector(session, (s) => s.context.address) as Address
    const watchOnly = useSelector(session, (s) => s.context.watchOnly)
    return <Loans key={`${address}:${watchOnly}`} address={address} watchOnly={watchOnly} />
  },
})

function Loans({ address, watchOnly }: { address: Address; watchOnly: boolean }) {
  const { session } = useAppActors()
  const lending = useActorRef(lendingMachine, { input: { address, session, watchOnly }, inspect })
  return <LoansScreen lending={lending} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { lendingMachine } from '../../../machines/lending'
import { inspect } from '../../../machines/shared/inspect'
import { useAppActors } from '../../../ui/app/AppActors'
import { LoansScreen } from '../../../ui/loans/LoansScreen'

/**
 * /loans: lending on Aave v3. Mounts the lending machine for the chosen account (a new one when the account
 * changes, so the position is always that account's) and its view. A watched address has no key: no signer.
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
  const canSign = useSelector(session, (s) => s.matches('unlocked') && !s.context.watchOnly)
  const lending = useActorRef(lendingMachine, { input: { address, canSign, watchOnly }, inspect })
  useEffect(() => lending.send({ type: 'signer.change', canSign }), [lending, canSign])
  return <LoansScreen lending={lending} />
}

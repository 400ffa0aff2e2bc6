import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { inspect } from '../../../machines/shared/inspect'
import { vaultsPageMachine } from '../../../machines/vaults'
import { useAppActors, useSession } from '../../../ui/app/AppActors'
import { VaultsScreen } from '../../../ui/vaults/VaultsScreen'

/** /inflation: the Inflation Hedge Vaults page; its code loads only when the route opens (code-split). */
export const Route = createFileRoute('/_wallet/_tabs/inflation')({
  component: Vaults,
})

/**
 * A new page machine for each chosen account (and for the same account watched or owned), so its positions,
 * allowances and activity are always that account's.
 */
function Vaults() {
  const address = useSession((s) => s.context.address)
  const watchOnly = useSession((s) => s.context.watchOnly)
  return <VaultsPage key={`${address}:${watchOnly}`} address={address} watchOnly={watchOnly} />
}

/** Mounts the page machine for one account and its screen. */
function VaultsPage({ address, watchOnly }: { address: `0x${string}` | null; watchOnly: boolean }) {
  const { session } = useAppActors()
  const page = useActorRef(vaultsPageMachine, { input: { address, session, watchOnly }, inspect })
  return <VaultsScreen page={page} />
}

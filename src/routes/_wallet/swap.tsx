import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { type NetworkId, networkIds } from '../../domain/catalogue/networks'
import { isTokenKey, type TokenKey } from '../../domain/catalogue/tokens'
import { inspect } from '../../machines/shared/inspect'
import { swapMachine } from '../../machines/swap'
import { useAppActors, useSession } from '../../ui/app/AppActors'
import { SwapScreen } from '../../ui/swap/SwapScreen'

/**
 * `/swap?from=USDT&to=USDe&network=ethereum`: what a token card or *Conseguir USDe* opens the screen with. The
 * search is read here, in the screen's own code, against the catalogue: the route adds nothing to the first
 * screen's code but its path.
 */
export const Route = createFileRoute('/_wallet/swap')({
  component: function SwapRoute() {
    const search = Route.useSearch() as Record<string, unknown>
    const address = useSession((s) => s.context.address) as `0x${string}` | null
    const key = (v: unknown) => (typeof v === 'string' && isTokenKey(v) ? v : undefined)
    const network =
      typeof search.network === 'string' && (networkIds as readonly string[]).includes(search.network)
        ? (search.network as NetworkId)
        : undefined
    return <Swap address={address} network={network} from={key(search.from)} to={key(search.to)} />
  },
})

/** Mounts the swap machine, given the session (its balances, and the refresh after a swap), and its screen. */
function Swap(input: {
  address: `0x${string}` | null
  network: NetworkId | undefined
  from: TokenKey | undefined
  to: TokenKey | undefined
}) {
  const { session } = useAppActors()
  const swap = useActorRef(swapMachine, { input: { ...input, session }, inspect })
  return <SwapScreen swap={swap} />
}

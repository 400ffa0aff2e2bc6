import { fromPromise } from 'xstate'
import type { NameLookup } from '../../domain/send/recipientName'
import { chain } from './chain'

/**
 * Looks an ENS name up on Ethereum (registry, then the name's resolver), for every form where an address can
 * be typed: the send form, a payee, an address to watch. Always answers, for the text it was given: the
 * address, no address, a name ENS refuses, or no answer from the network. Tests replace it through each
 * machine's `provide({ actors })`.
 */
export const resolveName = fromPromise<NameLookup, { text: string }>(async ({ input }) => {
  const { text } = input
  try {
    const [{ resolveEnsName, ensRegistryOf }, service] = await Promise.all([
      import('../../chain/ens'),
      chain(),
    ])
    const { name, address } = await resolveEnsName(service.clients.ethereum, {
      name: text,
      registry: ensRegistryOf(service.profile),
    })
    return address ? { text, status: 'resolved', name, address } : { text, status: 'notFound', name }
  } catch (error) {
    const { EnsNameError } = await import('../../domain/send/ensErrors')
    if (error instanceof EnsNameError) return { text, status: 'invalidName' }
    console.warn('[ens] lookup failed', error)
    return { text, status: 'unreachable' }
  }
})

import { useActorRef } from '@xstate/react'
import type { Address } from 'viem'
import type { WalletKind } from '../../domain/vault/types'
import { liveSecretPageMachine } from '../../machines/secrets'
import { inspect } from '../../machines/shared/inspect'

/**
 * Mounts a secret page's machine for one secret, with its actors (machines/secretPageActors.ts): the private
 * key page shows the key of `account`, the chosen one (none for a watched address).
 */
export function useSecretPage(what: WalletKind, account: Address | null) {
  return useActorRef(liveSecretPageMachine, { input: { what, account }, inspect })
}

import { useActorRef } from '@xstate/react'
import { inspect } from '../../machines/inspect'
import { liveSecretPageMachine } from '../../machines/secretPageActors'
import type { WalletKind } from '../../workers/vaultApi'

/** Mounts a secret page's machine for one secret, with its actors (machines/secretPageActors.ts). */
export function useSecretPage(what: WalletKind) {
  return useActorRef(liveSecretPageMachine, { input: { what }, inspect })
}

import { useActorRef } from '@xstate/react'
import { inspect } from '../../machines/inspect'
import { secretPageActors } from '../../machines/secretPageActors'
import { secretPageMachine } from '../../machines/secretPageMachine'
import type { WalletKind } from '../../workers/vaultApi'

const liveSecretPageMachine = secretPageMachine.provide({ actors: secretPageActors })

/** Mounts a secret page's machine for one secret, with its actors (machines/secretPageActors.ts). */
export function useSecretPage(what: WalletKind) {
  return useActorRef(liveSecretPageMachine, { input: { what }, inspect })
}

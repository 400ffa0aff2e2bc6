import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import { inspect } from '../../machines/inspect'
import { secretPageMachine } from '../../machines/secretPageMachine'
import type { WalletKind } from '../../workers/vaultApi'
import { getVault } from '../../workers/vaultClient'

/** The secret page machine wired to the vault worker and the clipboard. */
const liveSecretPageMachine = secretPageMachine.provide({
  actors: {
    checkAvailable: fromPromise(async ({ input }) => {
      const status = await getVault().status()
      return input.what === 'mnemonic' ? status.hasMnemonic : status.hasPrivateKey
    }),
    revealSecret: fromPromise(({ input }) => getVault().reveal(input.password.reveal(), input.what)),
    copyText: fromPromise(({ input }) => navigator.clipboard.writeText(input.text.reveal())),
  },
})

/** Starts a secret page's machine for one secret. */
export function useSecretPage(what: WalletKind) {
  return useActorRef(liveSecretPageMachine, { input: { what }, inspect })
}

import { fromPromise } from 'xstate'
import { Secret } from '../domain/secret'
import type { WalletKind } from '../workers/vaultApi'
import { getVault } from '../workers/vaultClient'
import { secretPageMachine } from './secretPageMachine'

/**
 * The secret pages' real actors: availability from the vault's public status, the secret from the worker
 * (which checks the password itself), and the clipboard.
 */
export const secretPageActors = {
  checkAvailable: fromPromise<boolean, { what: WalletKind }>(async ({ input }) => {
    const status = await getVault().status()
    return input.what === 'mnemonic' ? status.hasMnemonic : status.hasPrivateKey
  }),
  revealSecret: fromPromise<Secret, { what: WalletKind; password: Secret }>(
    async ({ input }) => new Secret(await getVault().reveal(input.password.reveal(), input.what)),
  ),
  copyText: fromPromise<void, { text: Secret }>(({ input }) =>
    navigator.clipboard.writeText(input.text.reveal()),
  ),
}

/** The secret page's machine wired to the vault worker and the clipboard. */
export const liveSecretPageMachine = secretPageMachine.provide({ actors: secretPageActors })

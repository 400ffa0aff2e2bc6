import type { Address } from 'viem'
import { fromPromise } from 'xstate'
import { Secret } from '../../domain/secret'
import type { WalletKind } from '../../workers/vaultApi'
import { getVault } from '../../workers/vaultClient'
import { secretPageMachine } from './secretPageMachine'

/**
 * The secret pages' real actors: availability from the vault's public status, the secret from the worker
 * (which checks the password itself), and the clipboard.
 */
export const secretPageActors = {
  checkAvailable: fromPromise<boolean, { what: WalletKind; account: Address | null }>(async ({ input }) => {
    const status = await getVault().status()
    if (input.what === 'mnemonic') return status.hasMnemonic
    const own = status.accounts.some((a) => a.address.toLowerCase() === input.account?.toLowerCase())
    return status.hasPrivateKey && own
  }),
  /** The one seed phrase, or the private key of the chosen account (as MetaMask shows the selected one's). */
  revealSecret: fromPromise<Secret, { what: WalletKind; password: Secret; account: Address | null }>(
    async ({ input }) =>
      new Secret(
        await getVault().reveal(
          input.password.reveal(),
          input.what,
          input.what === 'privateKey' ? (input.account ?? undefined) : undefined,
        ),
      ),
  ),
  copyText: fromPromise<void, { text: Secret }>(({ input }) =>
    navigator.clipboard.writeText(input.text.reveal()),
  ),
}

/** The secret page's machine wired to the vault worker and the clipboard. */
export const liveSecretPageMachine = secretPageMachine.provide({ actors: secretPageActors })

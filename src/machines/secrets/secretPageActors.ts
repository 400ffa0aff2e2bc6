import type { Address } from 'viem'
import { fromPromise } from 'xstate'
import type { WalletKind } from '../../workers/vaultApi'
import { getVault } from '../../workers/vaultClient'
import { secretPageMachine } from './secretPageMachine'

/**
 * The secret pages' real actor: availability from the vault's public status. The secret itself never comes
 * to the app's page: the signer's reveal screen asks the password and shows it (the app's channel refuses
 * `reveal`).
 */
export const secretPageActors = {
  checkAvailable: fromPromise<boolean, { what: WalletKind; account: Address | null }>(async ({ input }) => {
    const status = await getVault().status()
    if (input.what === 'mnemonic') return status.hasMnemonic
    const own = status.accounts.some((a) => a.address.toLowerCase() === input.account?.toLowerCase())
    return status.hasPrivateKey && own
  }),
}

/** The secret page's machine wired to the vault worker. */
export const liveSecretPageMachine = secretPageMachine.provide({ actors: secretPageActors })

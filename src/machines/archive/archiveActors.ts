import { type ActorRefFrom, fromPromise } from 'xstate'
import type { ArchivedWallet } from '../../workers/vaultApi'
import { getVault } from '../../workers/vaultClient'
import type { sessionMachine } from '../session/sessionMachine'
import { archiveMachine, type ReopenedInput } from './archiveMachine'

/** What "Billeteras anteriores" acts on besides the vault: the session, which shows the open wallet. */
export type ArchiveDeps = { session: ActorRefFrom<typeof sessionMachine> }

/**
 * The archive section's real actors. Open and Download happen in the signer's frame (the key worker checks each
 * archived wallet's own password there and makes the file there); a wallet opened there becomes the session's
 * (the header, balances and every page follow).
 */
export function archiveActors({ session }: ArchiveDeps) {
  return {
    listArchived: fromPromise<ArchivedWallet[]>(() => getVault().listArchived()),
    walletOpened: fromPromise<void, ReopenedInput>(async ({ input }) => {
      // The address the frame told is public; the worker's own status says which wallet is open and its kind.
      const { address, kind, unlocked } = await getVault().status()
      if (!unlocked || !address || address.toLowerCase() !== input.address.toLowerCase())
        throw new Error('the wallet opened in the signer’s frame is not the one open now')
      session.send({ type: 'wallet.ready', address, kind: kind ?? 'privateKey' })
    }),
  }
}

/** "Billeteras anteriores" wired to the vault worker and the session. */
export function liveArchiveMachine(deps: ArchiveDeps) {
  return archiveMachine.provide({ actors: archiveActors(deps) })
}

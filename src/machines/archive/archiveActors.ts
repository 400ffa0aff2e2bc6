import type { Address } from 'viem'
import { type ActorRefFrom, fromPromise } from 'xstate'
import type { ArchivedWallet } from '../../workers/vaultApi'
import { getVault } from '../../workers/vaultClient'
import { downloadFile, keystoreFileName } from '../export'
import type { sessionMachine } from '../session/sessionMachine'
import { type ArchiveInput, archiveMachine } from './archiveMachine'

/** What "Billeteras anteriores" acts on besides the vault: the session, which shows the open wallet. */
export type ArchiveDeps = { session: ActorRefFrom<typeof sessionMachine> }

/**
 * The archive section's real actors. The vault worker checks each archived wallet's own password; an opened
 * wallet becomes the session's (the header, balances and every page follow), and a download is the worker's
 * encrypted file, never the key.
 */
export function archiveActors({ session }: ArchiveDeps) {
  return {
    listArchived: fromPromise<ArchivedWallet[]>(() => getVault().listArchived()),
    reopenArchived: fromPromise<{ address: Address }, ArchiveInput>(async ({ input }) => {
      const vault = getVault()
      const opened = await vault.reopenArchived(input.id, input.password.reveal())
      const { kind } = await vault.status()
      session.send({ type: 'wallet.ready', address: opened.address, kind: kind ?? 'privateKey' })
      return opened
    }),
    exportArchived: fromPromise<void, ArchiveInput>(async ({ input }) => {
      const file = await getVault().exportArchived(input.id, input.password.reveal())
      downloadFile(keystoreFileName(file), file)
    }),
  }
}

/** "Billeteras anteriores" wired to the vault worker, the session and the browser's downloads. */
export function liveArchiveMachine(deps: ArchiveDeps) {
  return archiveMachine.provide({ actors: archiveActors(deps) })
}

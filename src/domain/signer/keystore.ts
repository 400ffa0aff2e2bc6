import type { SignerLook } from './origins'

/**
 * The signer's keystore screens (docs/signer-plan.md step 4): Respaldar (the open wallet's keystore file),
 * Billeteras anteriores → Descargar (an archived wallet's) and → Abrir (an archived wallet made the open one,
 * the stored one set aside). The password is typed and the file is made and offered in the signer's frame; the
 * app's channel refuses `exportKeystore`, `exportArchived` and `reopenArchived`.
 */

/** Which keystore screen: `backup` downloads a keystore file, `reopen` opens an archived wallet. */
export type KeystoreScreen = 'backup' | 'reopen'

/**
 * What a keystore screen names, read from the signer's own storage (never the frame's address): the wallet the
 * screen acts on, and for `reopen` the stored wallet that goes to the archive (null when none is stored).
 */
export type KeystoreNames = { wallet: `0x${string}`; setAside: `0x${string}` | null }

/** What the backup screen tells the app once the file was offered for download (never the file, never the password). */
export const EXPORTED = 'billetera-signer-exported'
export type SignerExported = { type: typeof EXPORTED; archived: string | null }
/** What the reopen screen tells the app once the archived wallet is the open one: its address (public). */
export const REOPENED = 'billetera-signer-reopened'
export type SignerReopened = { type: typeof REOPENED; archived: string; address: `0x${string}` }

/** An archive id as the key worker gives them: 16 random bytes in hex. */
const ARCHIVE_ID = /^[0-9a-f]{32}$/

/** The address of a keystore screen's frame; `archived` names an archived wallet (not a secret). */
export function keystoreScreenUrl(
  origin: string,
  screen: KeystoreScreen,
  look: SignerLook,
  archived: string | null,
): string {
  const query = new URLSearchParams({ screen, lang: look.language, theme: look.theme })
  if (archived && ARCHIVE_ID.test(archived)) query.set('archived', archived)
  return `${origin}/?${query}`
}

/** The archived wallet a keystore screen was opened for (null: the open wallet, or nothing valid). */
export function readArchived(search: string): string | null {
  const archived = new URLSearchParams(search).get('archived')
  return archived && ARCHIVE_ID.test(archived) ? archived : null
}

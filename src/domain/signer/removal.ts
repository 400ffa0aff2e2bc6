import type { SignerRemoved } from './origins'

/**
 * The removal screen's plaintext leftovers (docs/signer-plan.md step 4): Cerrar sesión seals an earlier
 * version's plaintext wallets into the archive under the wallet's password, which only the signer's frame sees.
 * The frame asks (LEFTOVERS_ASK) once it is drawn; the app answers (LEFTOVERS) with the wallets its localStorage
 * holds that are not copies of the open one (they are already plaintext on the app's origin: nothing new is
 * exposed), and the frame tells, with REMOVED, which of them were sealed (their places in that list).
 */
export const LEFTOVERS_ASK = 'billetera-signer-leftovers-ask'
export const LEFTOVERS = 'billetera-signer-leftovers'
export type SignerLeftovers = { type: typeof LEFTOVERS; wallets: string[] }
/**
 * Told as soon as the leftovers are sealed, before the wallet is set aside: the app removes those plaintext
 * copies at once. The lock that follows reaches the app by another way (the vault channel) and may take it
 * away from Settings before REMOVED arrives, which then finds nobody to remove them.
 */
export const LEFTOVERS_SEALED = 'billetera-signer-leftovers-sealed'
export type SignerLeftoversSealed = { type: typeof LEFTOVERS_SEALED; sealed: number[] }
/** What the removal screen tells the app once done: REMOVED with, for log out, the places of those sealed. */
export type SignerRemovedSealed = SignerRemoved & { sealed: number[] }

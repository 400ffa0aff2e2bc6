import type { SignerLook } from './origins'

/**
 * The legacy migration's screen (docs/signer-plan.md step 4): an earlier version left plaintext wallets in the
 * app's localStorage (`wallet`, `walletData`) and no vault; the new password is typed, twice, in the signer's
 * frame on /unlock, never in the app's page. At Elegir contraseña the frame asks the app (LEGACY_ASK) for those
 * wallets — already plaintext on the app's origin, so nothing new is exposed — and the app answers (LEGACY), in
 * the order it keeps them. The signer page seals the first as the wallet and the others into the archive, then
 * the frame tells the app (MIGRATED) the address and, by their places in that list, which wallets are sealed or
 * copies of it (the app removes those keys) and which stay (their parts disagree). The app's channel refuses
 * `migrateLegacy`.
 */
export const LEGACY_ASK = 'billetera-signer-legacy-ask'
export const LEGACY = 'billetera-signer-legacy'
export type SignerLegacy = { type: typeof LEGACY; wallets: string[] }
export const MIGRATED = 'billetera-signer-migrated'
export type SignerMigrated = {
  type: typeof MIGRATED
  address: `0x${string}`
  /** Places of the wallets now sealed (the first, and those sealed into the archive) or copies of the wallet. */
  done: number[]
  /** Places of the wallets the worker would not seal (their parts disagree): they stay where they are. */
  kept: number[]
}
/** What the signer page's migration answers its screen: the wallet's address and the places, as in MIGRATED. */
export type MigrationOutcome = Omit<SignerMigrated, 'type'>

/** The address of the migration screen's frame, in the app's language and theme. */
export function migrateScreenUrl(origin: string, look: SignerLook): string {
  return `${origin}/?${new URLSearchParams({ screen: 'migrate', lang: look.language, theme: look.theme })}`
}

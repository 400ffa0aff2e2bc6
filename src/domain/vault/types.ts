import type { Address } from 'viem'

/** What the key vault's API tells the app about a wallet: the types views and machines share with the vault. */

/** How the stored wallet was made: by a seed phrase (has both secrets) or by a bare private key. */
export type WalletKind = 'mnemonic' | 'privateKey'

/** What makes Confirm ask for the password (PlanReview.passwordReasons). */
export type PasswordReason = 'newRecipient' | 'fees' | 'borrow' | 'collateral' | 'collateralUnchecked'

/** A wallet set aside on this device (restore of another wallet, a confirmed replacement, a reopened one's predecessor, a second legacy wallet): still encrypted under its own password. */
export type ArchivedWallet = {
  /** Stable id of the archived record (random hex, given when it was archived). */
  id: string
  address: Address
  kind: WalletKind
  /** ms since epoch when it was set aside. */
  archivedAt: number
}

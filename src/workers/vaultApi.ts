import type { Address, Hex } from 'viem'
import type { HealthInput, HealthResult } from '../domain/health/types'
import type { ArchivedWallet, PasswordReason, WalletKind } from '../domain/vault/types'
import type { Intent } from '../domain/write/types'

export type { ArchivedWallet, PasswordReason, WalletKind }

/**
 * The channel every tab's worker listens on: a lock in one tab locks them all. It lives here, not in
 * vault/vault.ts, so the main thread can listen without loading the worker's crypto libraries.
 */
export const VAULT_CHANNEL = 'billetera-vault'

/**
 * Messages on the vault channel: a lock, or the auto-lock setting one tab chose, which every tab's worker
 * applies (after checking it is 1–1440 whole minutes).
 */
export type VaultBroadcast =
  /**
   * `gone`: the wallet itself went, not only locked: set aside into the archive (log out, Crear billetera over
   * it) or removed (Borrar datos).
   */
  | { type: 'lock'; gone?: 'aside' | 'removed' | undefined }
  | { type: 'autoLock'; minutes: number }
  /** The wallet's account list changed (added, renamed, hidden): every tab reads it again. */
  | { type: 'accounts' }

/**
 * One account of the wallet: the key at m/44'/60'/0'/0/`index` of its seed (a wallet imported with a private
 * key has account 0 only). Public, stored beside the ciphertext; the worker signs only for addresses it
 * derives itself from the listed indexes.
 */
export type WalletAccount = {
  index: number
  address: Address
  /** What the user called it; null: never named, shown as "Cuenta {index + 1}". */
  name: string | null
  /** Listed under "Cuentas ocultas" instead of the switcher; never removed. */
  hidden: boolean
}

/** What the main thread may know about the vault: never a secret. */
export type VaultStatus = {
  /** An encrypted vault is stored on this device. */
  exists: boolean
  /** The worker holds the decrypted key right now. */
  unlocked: boolean
  /** Public address of the wallet's first account (readable while locked; stored beside the ciphertext). */
  address: Address | null
  /** The wallet's accounts, account 0 first (readable while locked); empty without a wallet. */
  accounts: WalletAccount[]
  kind: WalletKind | null
  /** The seed phrase can be shown (created here or imported by seed phrase). */
  hasMnemonic: boolean
  /**
   * The private key can be shown: created here or imported by key. A wallet imported by seed phrase has
   * none to show (spec 000 §2, "Private Key Not Available").
   */
  hasPrivateKey: boolean
  /**
   * The stored wallet was handed over from the app's storage and never opened here (vault/record.ts `found`): not
   * the person's yet. /unlock still asks its password; the unlock frame names it; its first right password
   * makes it the wallet.
   */
  found: boolean
  /** Minutes of inactivity before the worker locks itself. */
  autoLockMinutes: number
}

/** Secrets shown once on the reveal screen right after creation. */
export type CreatedWallet = { address: Address; mnemonic: string; privateKey: Hex }
/** A new wallet shown by the signer's create screen before it is sealed: `draft` names it for `sealDraft`. */
export type DraftedWallet = CreatedWallet & { draft: string }

/** One transaction as the worker's signer takes it (inside the worker only: the API signs reviewed plans). */
export type UnsignedTransaction = {
  chainId: number
  to: Address
  value: bigint
  data?: Hex
  nonce: number
  gas: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
}

/** One call of a plan: what gets signed, before the nonce, gas and fees are added. */
export type PlanCall = { to: Address; value: bigint; data?: Hex }

/**
 * The whole simulated plan the main thread hands the worker at review (DESIGN.md §3): the chain, the sender,
 * the typed intent the review shows, every call, each call's gas limit and the fee ceiling the user sees.
 */
export type PlanForReview = {
  chainId: number
  from: Address
  intent: Intent
  calls: PlanCall[]
  gasLimits: bigint[]
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  /**
   * The page's USD price of a transfer's token, per whole token. It can only raise what the worker counts the
   * transfer as worth (the catalogue's reference price is the floor), never lower it.
   */
  usdPrice?: number
  /**
   * 'call' when the node could not simulate the steps together (no eth_simulateV1): the steps after an
   * approval were never tried with it in place, so Confirm signs only the leading approvals and each later
   * step is signed on its own once they are mined (signNextStep), or the approval taken back
   * (signAllowanceReset). Absent: the whole plan was simulated at once and Confirm signs it whole.
   */
  simulation?: 'call'
}

/**
 * The gas limit and fees of one step signed after Confirm: each at most what the review showed for it (the
 * step's gas limit, the plan's fee ceiling and tip).
 */
export type StepFees = { gas: bigint; fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } }

/** The worker's answer to a review: an id bound to the plan's hash, and whether Confirm needs the password. */
export type PlanReview = {
  id: string
  /** keccak-256 of the plan as the worker keeps it. */
  hash: Hex
  /** ms since epoch; the id dies then, when used, or when the wallet locks. */
  expiresAt: number
  /** Confirm must carry the password (see `passwordReasons` for why). */
  needsPassword: boolean
  /**
   * Why the password is needed: a transfer to a new address above the Settings limit (`newRecipient`), fees
   * that would take the last 24 h's fees signed without it over the worker's budget (`fees`), a loan taken
   * (`borrow`: debt that a price move can liquidate), a withdrawal from an Aave Pool where the wallet owes
   * something (`collateral`: it takes away what backs the loan) or where the worker could not read whether it
   * does (`collateralUnchecked`). Empty when not.
   */
  passwordReasons: PasswordReason[]
}

/** An amount as the key worker decoded it, with its token's symbol and decimals (`all`: a withdraw- or repay-all). */
export type ReviewedAmount = { amount: bigint | 'all'; symbol: string; decimals: number }

/** One step of a reviewed plan as decoded: its action (`transfer`, `approve`, `swap` or the function called). */
export type ReviewStep = {
  action: string
  /** Whom it pays (an address, in full) or the contract it calls or allows (the catalogue's name). */
  to: string
  amounts: ReviewedAmount[]
}

/**
 * A kept review in the worker's own reading (reviewSummary): what the signer's review-password frame draws,
 * never text the app's page sent (docs/signer-plan.md step 4).
 */
export type ReviewSummary = {
  /** The network's name ("Ethereum"). */
  network: string
  kind: string
  passwordReasons: PasswordReason[]
  /** A transfer's recipient (lowercase, in full), token and amount, from its decoded call. */
  transfer: { to: string; amount: ReviewedAmount } | null
  steps: ReviewStep[]
  /** Σ gas limit × max fee per gas, in the native coin: the most the plan can pay in fees. */
  feeCeiling: ReviewedAmount
}

/** What Confirm hands the worker besides the review id. */
export type ConfirmReview = {
  /** The nonce of the plan's first transaction; the others follow in order. */
  nonce: number
  /**
   * The wallet's password, when the review said it needs it: only on the signer page's own port. The app's
   * port refuses a Confirm that carries one: there the password is typed in the signer's frame (approveReview).
   */
  password?: string
}

/** Settings' "Pedir la contraseña para direcciones nuevas": on by default, at US$ 100. */
export type RecipientGuardSettings = { enabled: boolean; limitUsd: number }

/**
 * What a create or import is sealed with, and what confirms it may replace a wallet. `password`: the stored
 * (or open) wallet's password, needed to replace it. `sealWith`: the ticket setPassword answered for the new
 * wallet's own password (without it, the confirmed password over a stored wallet; the only waiting sign-up
 * password for a first wallet).
 */
export type ReplaceConfirmation = { password?: string; sealWith?: string }

/** What "¿Olvidaste tu contraseña?" may do when the phrase or key opens another wallet than the stored one. */
export type RestoreOptions = {
  /**
   * The user confirmed "this is a different wallet": seal it anyway. The stored record is kept, still
   * encrypted, in the archive (never destroyed), so a mistaken restore never loses a wallet.
   */
  allowDifferent: boolean
}

/** The wallet a restore sealed; `sameWallet` says it derives the address that was stored. */
export type RestoredWallet = { address: Address; sameWallet: boolean }

/** One answer of the backup check: the word at `position` (1 = the first word) as the person typed it. */
export type WordAnswer = { position: number; word: string }

/**
 * The key vault worker's API, exposed with Comlink. Only the worker holds seeds and keys; every method
 * that needs them fails with a VaultLockedError while locked.
 *
 * Any script on the page can reach the worker, so it guards itself: replacing or importing over a stored
 * wallet, forgetting it and revealing a secret all need the stored wallet's password; a lock wins over an
 * unlock in flight; the auto-lock deadline is wall-clock time checked at the start of every call; and it
 * signs only plans it reviewed, and only the plans the app builds (vault/review). Through Comlink a page reaches
 * these calls and nothing else (vault/exposeVault: no property reads or writes, no `new`, no proxied arguments).
 * Passwords are NFKC-normalised (domain/password) before any key is derived from them.
 */
export interface VaultApi {
  /** What is stored and whether this tab's worker is unlocked. Never throws for a missing vault. */
  status(): Promise<VaultStatus>
  /**
   * Derives the sealing key from the password chosen on the sign-up screen and keeps it in the worker for
   * the create or import that follows, so the password never has to wait in main-thread state. Answers a
   * ticket naming it: a create or import over a stored or open wallet is sealed with it only when its
   * `replace.sealWith` names the ticket (a page script's own setPassword never chooses the user's password).
   *
   * @throws WeakPasswordError (details 'short' | 'common') when `passwordStrength` refuses it.
   */
  setPassword(password: string): Promise<string>
  /**
   * New wallet from 16 bytes of entropy, sealed with the sign-up password `replace.sealWith` names (or, with none
   * named, the only one waiting, or over a stored wallet the confirmed one); unlocked. `token` names the request and gives the words and key out ONCE: a repeated call
   * with the same token (React's double effects, a page script) is a CreateTokenSpentError, never the
   * secrets again. With a wallet stored or open, `replace.password` must be its password (else VaultExistsError
   * without it, WrongPasswordError when wrong; an open wallet's is proved by its secret in the worker's memory);
   * only then is it replaced, and the old record goes to the archive, still
   * encrypted. A lock during the call wins (VaultLockedError; nothing unlocked).
   *
   * @example
   * const shown = await vault.create(token) // vault.create(token) again: CreateTokenSpentError
   * await vault.create(crypto.randomUUID(), { password }) // Generate New: replaces, with the password
   */
  create(token: string, replace?: ReplaceConfirmation): Promise<CreatedWallet>
  /**
   * The signer's create screen (issue 41 step 4): a new wallet from 16 bytes of entropy, its words, key and
   * address, sealed and stored nowhere yet. It waits in the worker's memory (one at a time: another draft
   * replaces it) for `sealDraft`. Only the signer's own port answers it ({@link SIGNER_ONLY_CALLS}).
   */
  draftWallet(): Promise<DraftedWallet>
  /**
   * Seals the waiting draft `draft` under `password` (checked like setPassword: WeakPasswordError), only when
   * `answers` name at least three different positions of its words, all right (RangeError otherwise, nothing
   * sealed); stores it with its words confirmed and opens it. An unknown draft: NoVaultError. A wallet stored or
   * open: VaultExistsError (never replaced here). Only the signer's own port answers it.
   *
   * @example
   * const { draft, mnemonic } = await vault.draftWallet()
   * await vault.sealDraft(draft, password, [{ position: 2, word }, { position: 7, word }, { position: 11, word }])
   */
  sealDraft(draft: string, password: string, answers: WordAnswer[]): Promise<{ address: Address }>
  /**
   * Imports a seed phrase (trimmed, inner spaces collapsed, lowercased; 12/15/18/21/24 English words with
   * a valid checksum), seals it and leaves the vault unlocked. Any bad input: ImportError, nothing stored.
   * Over a stored wallet it needs `replace.password` (VaultExistsError / WrongPasswordError otherwise).
   */
  importMnemonic(phrase: string, replace?: ReplaceConfirmation): Promise<{ address: Address }>
  /**
   * Imports a private key (trimmed, `0x` added, 32 bytes, 0 < k < n). Any bad input: ImportError. Over a
   * stored wallet it needs `replace.password`, as importMnemonic.
   */
  importPrivateKey(key: string, replace?: ReplaceConfirmation): Promise<{ address: Address }>
  /**
   * Imports a Web3 Secret Storage v3 backup file (JSON text; scrypt or PBKDF2-HMAC-SHA256, aes-128-ctr)
   * opened with its own password, inside the worker, as importPrivateKey does with a typed key (the same
   * `replace` rule). A MAC mismatch: ImportError 'keystore password'; a malformed file: ImportError whose
   * details start with 'keystore format'. In every failure nothing changes.
   */
  importKeystore(
    file: string,
    filePassword: string,
    replace?: ReplaceConfirmation,
  ): Promise<{ address: Address }>
  /**
   * Re-checks the stored wallet's password (WrongPasswordError otherwise) and returns the wallet's private
   * key as a Web3 Secret Storage v3 file (scrypt n = 2^17, r = 8, p = 1; aes-128-ctr; keccak-256 MAC)
   * encrypted under that same password: the JSON text MetaMask and geth import. The key itself never
   * leaves the worker. Only the signer's backup screen calls it (its own port), and offers the file for download
   * from the signer's origin: the app's channel refuses it ({@link SIGNER_ONLY_CALLS}).
   */
  exportKeystore(password: string): Promise<string>
  /**
   * "¿Olvidaste tu contraseña?": parses a seed phrase or a private key (told apart by their shape), seals
   * it under `newPassword` (checked like setPassword) and unlocks — when it derives the stored address, or
   * with `allowDifferent` (the previous record then goes to the archive, still encrypted). Otherwise
   * DifferentWalletError whose details carry the derived public address (the view names the address being
   * set aside and asks before calling again with `allowDifferent`). Bad input: ImportError; a refused
   * password: WeakPasswordError; a lock during the call: VaultLockedError; in every failure nothing changes.
   * Only the signer's restore screen calls it (its own port), where the secret and the new password are typed and
   * the person chooses the different wallet: the app's channel refuses it ({@link SIGNER_ONLY_CALLS}).
   *
   * @example
   * const { sameWallet } = await vault.restore(words, newPassword, { allowDifferent: false })
   */
  restore(secret: string, newPassword: string, options: RestoreOptions): Promise<RestoredWallet>
  /**
   * Seals a plaintext wallet left in localStorage by an earlier version (JSON `{ address, privateKey,
   * mnemonic }`) with a new password. The seed phrase, the private key and the address must agree, else
   * LegacyMismatchError and nothing is stored (the caller keeps the plaintext and tells the user). Refuses
   * to overwrite a stored vault (VaultExistsError). The caller removes the localStorage entry after this
   * resolves. A lock during the call wins (VaultLockedError; nothing stored, nothing unlocked). Only the signer's
   * migration screen calls it (its own port), with the new password typed there: the app's channel refuses it.
   */
  migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }>
  /**
   * Seals one more plaintext wallet an earlier version left (the second of `wallet` / `walletData`) straight into the
   * archive, under `password`, which must open the stored wallet (WrongPasswordError otherwise). Secrets that disagree:
   * LegacyMismatchError, nothing stored. The caller removes that localStorage key only after this resolves. Only
   * the signer's removal and migration screens call it (its own port), with the password typed there: the app's
   * channel refuses it ({@link SIGNER_ONLY_CALLS}).
   */
  archiveLegacy(password: string, legacyJson: string): Promise<{ address: Address }>
  /**
   * Whether a leftover plaintext wallet is the stored vault's (its secrets agree with each other and derive
   * the stored address), so the main thread may remove it after a successful unlock. Needs no password.
   */
  legacyMatchesVault(legacyJson: string): Promise<boolean>
  /** Every archived wallet, newest first: public facts only, readable while locked. Never throws for an empty archive. */
  listArchived(): Promise<ArchivedWallet[]>
  /**
   * "Billeteras anteriores" → Abrir: opens archived wallet `id` with ITS OWN password (WrongPasswordError otherwise,
   * nothing changed); it becomes the stored wallet and is unlocked, and the wallet stored until now goes to the archive
   * (never dropped). Unknown id: NoVaultError. A lock during the call wins (VaultLockedError, nothing unlocked).
   */
  reopenArchived(id: string, password: string): Promise<{ address: Address }>
  /**
   * "Billeteras anteriores" → Descargar: archived wallet `id` as a Web3 Secret Storage v3 file encrypted under its own
   * password (WrongPasswordError otherwise), as exportKeystore does for the current wallet.
   */
  exportArchived(id: string, password: string): Promise<string>
  /**
   * Opens the stored vault in this tab; WrongPasswordError or NoVaultError otherwise. Tries the NFKC form
   * of the password, then the raw form (a wallet sealed before normalisation; it is then re-sealed under
   * the NFKC form). A lock that arrives meanwhile wins: VaultLockedError and the vault stays locked.
   */
  unlock(password: string): Promise<{ address: Address }>
  /**
   * The app's way in (docs/signer-plan.md step 3): the password is typed in the signer's frame, never in the
   * app's page, and this answers the stored wallet's address once the person has unlocked there (at once if
   * this tab's vault is already open). NoVaultError when no wallet is stored. The app's channel has no
   * `unlock`: only the signer's own page (its port, {@link SIGNER_ONLY_CALLS}) passes a password to it.
   */
  requestUnlock(): Promise<{ address: Address }>
  /** Zeroes the secrets in this tab and tells every other tab to lock too. */
  lock(): Promise<void>
  /**
   * Re-checks the password, then returns one secret for the secret pages: the one seed phrase, or the private
   * key of `account` (one of the wallet's accounts; the first when not given), as MetaMask shows the selected
   * account's key. Unknown account: AccountError 'unknownAccount'. Only the signer's reveal screen calls it
   * (its own port): the app's channel refuses it ({@link SIGNER_ONLY_CALLS}).
   */
  reveal(password: string, what: WalletKind, account?: Address): Promise<string>
  /**
   * "Agregar cuenta": derives the next account of the seed (m/44'/60'/0'/0/i, i one past the highest listed),
   * names it (checkAccountName: trimmed, 1–32 characters) and stores it with the record, in one IndexedDB
   * transaction that leaves the sealed secret as it was. Needs the wallet unlocked (VaultLockedError). A
   * wallet imported with a private key has one account: AccountError 'keyWallet'. Bad name: AccountError
   * 'badName'. In every failure nothing changes. Other tabs are told on the vault channel.
   *
   * @example
   * const { address } = await vault.addAccount('Ahorro')
   */
  addAccount(name: string): Promise<WalletAccount>
  /** Renames one of the wallet's accounts (same rules and errors as addAccount); answers the whole list. */
  renameAccount(address: Address, name: string): Promise<WalletAccount[]>
  /**
   * Hides an account from the switcher (it stays listed under "Cuentas ocultas", and its key signs as
   * before) or shows it again. The last visible account cannot be hidden (AccountError 'lastVisible').
   * No call removes an account. Needs the wallet unlocked.
   */
  setAccountHidden(address: Address, hidden: boolean): Promise<WalletAccount[]>
  /**
   * Reads a whole simulated plan before the user sees its review: decodes every call against the catalogue
   * and refuses (UnsafeTransactionError naming what; UnsupportedChainError) anything the app does not build —
   * a plan from an address that is not one of the wallet's accounts (derived here from the seed), a protocol
   * paying anyone but the account signing, a Morpho market outside the catalogue, an approval that is not
   * exactly what the next step takes (or that outlives an "everything" step, or is unlimited), a transfer whose
   * call pays another address or amount than its intent, fees or gas over the chain's caps, a plan from another
   * wallet than the one open. Answers an id bound to the plan's hash, valid 10 minutes, until used or until
   * the wallet locks, and whether Confirm needs the password, and why: a transfer to a new address above the
   * Settings limit, or fee ceilings (Σ gas limit × max fee per gas) that would take the last 24 h's fees signed
   * without it over US$ 150. Needs the wallet unlocked (VaultLockedError).
   *
   * @example
   * const review = await vault.reviewPlan({ chainId: 1, from, intent, calls, gasLimits, fees })
   * const raws = await vault.signReviewed(review.id, { nonce }) // at Confirm
   */
  reviewPlan(plan: PlanForReview): Promise<PlanReview>
  /**
   * Confirmar pressed for review `id` in the signer's review frame (docs/signer-plan.md steps 4 and 5), with the
   * password where the review asks for one (PasswordRequiredError without it; WrongPasswordError when wrong, the
   * id staying valid for another try); a review that asks none takes the confirm alone. Then the app's port may
   * sign that review, once, in this session (its `signReviewed` refuses any other: ReviewNotConfirmedError), and
   * without a password. ReviewExpiredError for an unknown, used or expired id; the confirmation dies with the
   * review (spent, expired, a lock). Only the signer's review screen calls it (its own port): the app's channel
   * refuses it ({@link SIGNER_ONLY_CALLS}), and refuses a `signReviewed` that carries a password.
   */
  approveReview(id: string, password?: string): Promise<void>
  /**
   * What review `id` does, in the worker's own decoding of its calls, and why it needs the password: what the
   * signer's review-password frame shows (docs/signer-plan.md step 4). null for an unknown, used or expired id.
   * Only the signer's own port answers it ({@link SIGNER_ONLY_CALLS}): the frame never draws from the page.
   */
  reviewSummary(id: string): Promise<ReviewSummary | null>
  /**
   * Confirm: signs exactly the reviewed plan's transactions, in order, with nonces from `nonce` on, once
   * (the id dies here). On the app's port only for a review the person confirmed in the signer's frame
   * (approveReview), which that call uses up: ReviewNotConfirmedError otherwise, nothing signed; the same for
   * `signNextStep` and `signAllowanceReset`, whose review must have been confirmed there. ReviewExpiredError for an unknown, used, expired or lock-killed id; for a review that
   * needs the password, PasswordRequiredError without it and WrongPasswordError when wrong (the id stays
   * valid for another try). The 24 h sums are asked again here, with the nonce: a review that needed no
   * password may need it now (PasswordRequiredError), and a speed-up counts only what it adds on its nonce.
   * Returns the raw transactions.
   */
  signReviewed(id: string, confirm: ConfirmReview): Promise<Hex[]>
  /**
   * The next step of a plan reviewed with `simulation: 'call'`, once the steps before it are mined and it was
   * simulated again: exactly the reviewed call, on the nonce Confirm fixed for it, with `gas` and `fees` no
   * higher than reviewed. Each step once, in order; the last one spends the review. UnsafeTransactionError for
   * anything else asked (another field, more gas or fee than reviewed); ReviewExpiredError for an id with no
   * step left (unknown, never confirmed, all signed, taken back, expired or killed by a lock).
   *
   * @example
   * const [approve] = await vault.signReviewed(review.id, { nonce }) // only the approval
   * // … approve mined, supply simulated again …
   * const supply = await vault.signNextStep(review.id, { gas, fees })
   */
  signNextStep(id: string, step: StepFees): Promise<Hex>
  /**
   * In place of a next step that would now revert: `approve(spender, 0)` on the token of the approval right
   * before it (mined), on the step's nonce, with gas at most that approval's and fees within the ceiling. The
   * review stated it ("si la operación fallara después de la aprobación, la aprobación vuelve a 0"), so no new
   * Confirm; nothing else signs for that review afterwards. Same errors as signNextStep.
   */
  signAllowanceReset(id: string, step: StepFees): Promise<Hex>
  /** The new-recipient rule as stored for the open wallet (its defaults when nothing valid is stored). */
  recipientGuard(): Promise<RecipientGuardSettings>
  /**
   * Changes the new-recipient rule; needs the wallet's password (WrongPasswordError otherwise). Only the
   * signer's guard screen calls it (its own port): the app's channel refuses it ({@link SIGNER_ONLY_CALLS}).
   */
  setRecipientGuard(password: string, settings: RecipientGuardSettings): Promise<void>
  /**
   * Removes the current vault from this device (log out, delete data), after checking the stored wallet's
   * password (WrongPasswordError otherwise, nothing removed); the archive stays unless `options.archive`.
   * With nothing stored, `archive: true` needs a password that opens one archived wallet; otherwise it
   * only locks.
   *
   * @example
   * await vault.forget(password, { archive: true }) // "Borrar datos": every wallet this device held
   * await vault.forget(password, { setAside: true }) // kept in the archive (as signOut)
   *
   * Only the signer's removal screen calls it (its own port), with the password typed there: the app's channel
   * refuses it ({@link SIGNER_ONLY_CALLS}).
   */
  forget(password: string, options?: { archive?: boolean; setAside?: boolean }): Promise<void>
  /**
   * "Cerrar sesión": checks the stored wallet's password (WrongPasswordError otherwise, nothing changed), then
   * sets the wallet aside in the archive exactly as sealed, so it is listed in "Billeteras anteriores" and
   * reopens with its own password (reopenArchived), and locks every tab. Nothing is removed.
   *
   * @example
   * await vault.signOut(password)
   * const [kept] = await vault.listArchived()
   * await vault.reopenArchived(kept.id, password) // back, unlocked
   */
  signOut(password: string): Promise<void>
  /**
   * The backup check after the words are shown ("Ya las guardé"): the answers are compared here with the
   * open wallet's own words. At least three different positions, all right: the stored wallet is marked as
   * having its words confirmed (answers true); anything else marks nothing (false). Locked: VaultLockedError.
   */
  confirmWords(answers: WordAnswer[]): Promise<boolean>
  /**
   * The wallets on this device, stored or archived, whose words were made here and never confirmed, and that
   * no other record here holds imported or confirmed: what "Borrar datos" would lose for good unless the
   * words were written down. Public facts only, readable while locked.
   */
  unconfirmedWallets(): Promise<Address[]>
  /**
   * Minutes of inactivity before auto-lock (1–1440 whole minutes, RangeError otherwise; the default is 15),
   * for every open tab: the vault channel carries it to the other tabs' workers. Only with the open wallet's
   * password (VaultLockedError while locked, WrongPasswordError otherwise, nothing changed). Stored in the
   * signer's storage and read back by every new worker. Only the signer's auto-lock screen calls it (its own
   * port): the app's channel refuses it ({@link SIGNER_ONLY_CALLS}), so no page script keeps the vault open.
   */
  setAutoLockMinutes(password: string, minutes: number): Promise<void>
  /** Any user activity; pushes the auto-lock deadline back (unless it has already passed). */
  touch(): Promise<void>
  /** Spec §9 portfolio health, off the main thread; needs no key and works while locked. */
  scoreHealth(input: HealthInput): Promise<HealthResult>
}

/**
 * The calls only the signer's own page makes (its port to the worker); the app's channel refuses them, so no
 * script on the app's origin ever hands the worker a password for them, nor receives a secret
 * (docs/signer-plan.md steps 3 and 4: `unlock`; `reveal`, whose password and secret stay in the signer's
 * reveal screen; `setRecipientGuard`, changed only in the signer's guard screen; `setAutoLockMinutes`, only in
 * the signer's auto-lock screen; `signOut`, `forget` and `archiveLegacy`, only in the signer's removal screen
 * (log out, delete, and Crear billetera's set-aside of a stored wallet on /welcome, which seal an earlier
 * version's plaintext wallets first; `archiveLegacy` in the migration screen too); `draftWallet` and `sealDraft`, only in the
 * signer's create screen, where the new words are shown and checked (
 * `create`, which hands out new words, and `confirmWords`, an oracle on them, are no longer the app's); `exportKeystore`, `exportArchived` and
 * `reopenArchived`, only in the signer's keystore screens, where the password is typed and the file offered).
 * `restore` is the signer's restore screen's alone (the secret, the new password and the choice of another
 * wallet are made there); `setPassword` and the imports, the signer's import screen's (the secret or backup
 * file and the new password are typed there).
 */
export const SIGNER_ONLY_CALLS = [
  'unlock',
  'reveal',
  'setRecipientGuard',
  'approveReview',
  'reviewSummary',
  'setAutoLockMinutes',
  'signOut',
  'forget',
  'archiveLegacy',
  'exportKeystore',
  'exportArchived',
  'reopenArchived',
  'migrateLegacy',
  'draftWallet',
  'sealDraft',
  'create',
  'confirmWords',
  'restore',
  'setPassword',
  'importMnemonic',
  'importPrivateKey',
  'importKeystore',
] as const satisfies readonly (keyof VaultApi)[]

import type { UseStore } from 'idb-keyval'
import type { Address, Hex } from 'viem'
import { CreateTokenSpentError, NoVaultError, VaultLockedError } from '../../domain/errors'
import { safeScoreHealth } from '../../domain/health/scoreHealth'
import type { HealthInput, HealthResult } from '../../domain/health/types'
import {
  type ArchivedWallet,
  type ConfirmReview,
  type CreatedWallet,
  type DraftedWallet,
  type PlanForReview,
  type PlanReview,
  type RecipientGuardSettings,
  type ReplaceConfirmation,
  type RestoredWallet,
  type RestoreOptions,
  type ReviewSummary,
  type StepFees,
  VAULT_CHANNEL,
  type VaultApi,
  type VaultStatus,
  type WalletAccount,
  type WalletKind,
  type WordAnswer,
} from '../vaultApi'
import { addAccount, listAccounts, renameAccount, setAccountHidden } from './accounts'
import { exportArchivedWallet, listArchivedWallets, reopenArchivedWallet } from './archive'
import type { Clock } from './autoLock'
import { readAutoLockSetting, validAutoLockMinutes, writeAutoLockSetting } from './autoLockSetting'
import { createWallet } from './create'
import { type Draft, makeDraft, sealDraft } from './draft'
import { forgetWallet } from './forget'
import { importWallet, keystoreKeys, mnemonicKeys, privateKeyKeys, restoreWallet } from './imports'
import { deriveSealingKey, readRecord } from './keystore'
import { archiveLegacyWallet, legacyMatches, migrateLegacyWallet } from './legacyWallets'
import { exportKeystoreFile, revealSecret } from './reveal'
import type { AaveDebtReader } from './review/aaveDebt'
import type { CometBalanceReader } from './review/cometLoan'
import type { CurveQuoteReader } from './review/curveQuotes'
import { Reviewer } from './reviewer'
import { acceptablePassword, checkOpenWalletPassword, keepPending, type VaultContext } from './sealing'
import { VaultSession } from './session'
import type { SigningExtras } from './signingPolicy'
import { unlockWallet } from './unlock'
import { confirmWords, listUnconfirmedWallets } from './words'

/** Options of a Vault; tests inject their own store, clock and signing extras. */
export type VaultOptions = {
  /** The cross-tab lock channel (null: this vault stays alone, for tests). */
  channel?: BroadcastChannel | null
  /** An idb-keyval store (default: idb-keyval's own, key 'vault'). */
  store?: UseStore
  /** The wall clock for the auto-lock deadline. */
  now?: Clock
  /** The profile's extra signing addresses, asked for once, at the first signature. */
  signingExtras?: () => Promise<SigningExtras>
  /**
   * Reads the wallet's debt on an Aave Pool, for a withdrawal's review and Confirm; without one, every Aave
   * withdrawal asks for the password (the worker fails closed).
   */
  aaveDebt?: AaveDebtReader
  /**
   * Reads the wallet's supplied balance on Comet, for a Compound withdrawal's review and Confirm (above it, the
   * withdraw is a loan); without one, every Compound withdrawal of an amount asks for the password.
   */
  cometBalance?: CometBalanceReader
  /**
   * Reads a Curve pool's own quote, to hold a deposit's or a withdrawal's minimum to it less 0.5 %; without
   * one, every Curve call is refused (the worker fails closed).
   */
  curveQuote?: CurveQuoteReader
}

/**
 * The vault's state inside the worker. Holds the decrypted key as bytes while unlocked and zeroes it on
 * lock; holds the sealing key chosen on sign-up until the first create or import seals with it. Guards
 * itself (DESIGN.md §3): see VaultApi. Comlink exposes this object to any script on the page, so all its
 * state stays in private fields and its only public members are VaultApi's calls; the calls themselves
 * live beside it (create, imports, unlock, reveal, signer), the lock and its deadline in session.
 */
export class Vault implements VaultApi {
  readonly #ctx: VaultContext
  readonly #reviewer: Reviewer
  /**
   * The tail of the calls that change the password or the stored wallet, run one after another: two
   * overlapping creates would otherwise both seal, and the later write would win over the one shown.
   */
  #queue: Promise<unknown> = Promise.resolve()
  /** Every create token used in this worker: each gives out its wallet's words once, never again. */
  readonly #spentTokens = new Set<string>()
  /** The signer's create screen's new wallet, shown but not sealed yet (one at a time: a newer one replaces it). */
  #draft: Draft | null = null
  /** The app's requestUnlock calls waiting for the person to unlock in the signer's frame. */
  readonly #unlockWaiters: ((opened: { address: Address }) => void)[] = []
  /** The auto-lock setting read back from the signer's storage when this worker starts. */
  readonly #autoLockRead: Promise<void>

  constructor(options: VaultOptions = {}) {
    const channel = options.channel === undefined ? new BroadcastChannel(VAULT_CHANNEL) : options.channel
    const session = new VaultSession(channel, options.now)
    this.#ctx = { store: options.store, session, pending: new Map() }
    // A lock ends the sign-up too: a password chosen before it seals nothing after it.
    session.onLock(() => this.#ctx.pending.clear())
    // The person's auto-lock choice, stored in the signer's storage (never a value the app's page sends).
    this.#autoLockRead = readAutoLockSetting(options.store).then(
      (minutes) => {
        if (minutes !== undefined) session.loadAutoLockMinutes(minutes)
      },
      () => {},
    )
    this.#reviewer = new Reviewer(
      this.#ctx,
      options.signingExtras,
      options.now ?? Date.now,
      options.aaveDebt,
      options.cometBalance,
      options.curveQuote,
    )
  }

  async status(): Promise<VaultStatus> {
    this.#expire()
    await this.#autoLockRead
    const record = await readRecord(this.#ctx.store)
    return {
      exists: record !== undefined,
      unlocked: this.#ctx.session.unlocked !== null && record !== undefined,
      address: record?.address ?? null,
      accounts: record ? await listAccounts(this.#ctx, record) : [],
      kind: record?.kind ?? null,
      hasMnemonic: record?.kind === 'mnemonic',
      hasPrivateKey: record !== undefined && (record.kind === 'privateKey' || record.created),
      found: record?.found === true,
      autoLockMinutes: this.#ctx.session.autoLockMinutes,
    }
  }

  setPassword(password: string): Promise<string> {
    this.#expire()
    return this.#serial(async () =>
      keepPending(this.#ctx, await deriveSealingKey(acceptablePassword(password))),
    )
  }

  create(token: string, replace?: ReplaceConfirmation): Promise<CreatedWallet> {
    const locks = this.#begin()
    // Spent when the call is made, not when it runs: a second call in the queue never sees the words.
    const key = String(token)
    if (this.#spentTokens.has(key)) return Promise.reject(new CreateTokenSpentError())
    this.#spentTokens.add(key)
    return this.#serial(() => createWallet(this.#ctx, locks, replace))
  }

  async draftWallet(): Promise<DraftedWallet> {
    this.#expire()
    const { draft, shown } = await makeDraft()
    this.#dropDraft()
    this.#draft = draft
    return shown
  }

  sealDraft(draft: string, password: string, answers: WordAnswer[]): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(async () => {
      const held = this.#draft
      if (!held || held.id !== draft) throw new NoVaultError({ details: 'no such new wallet waits' })
      const sealed = await sealDraft(this.#ctx, held, locks, password, answers)
      this.#dropDraft()
      return sealed
    })
  }

  /** Forgets the waiting new wallet, its entropy zeroed. */
  #dropDraft(): void {
    this.#draft?.entropy.fill(0)
    this.#draft = null
  }

  importMnemonic(phrase: string, replace?: ReplaceConfirmation): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => importWallet(this.#ctx, () => mnemonicKeys(phrase), locks, replace))
  }

  importPrivateKey(key: string, replace?: ReplaceConfirmation): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => importWallet(this.#ctx, () => privateKeyKeys(key), locks, replace))
  }

  importKeystore(file: string, filePassword: string, replace?: ReplaceConfirmation) {
    const locks = this.#begin()
    const parse = () => keystoreKeys(file, filePassword)
    return this.#serial(() => importWallet(this.#ctx, parse, locks, replace))
  }

  async exportKeystore(password: string): Promise<string> {
    this.#expire()
    return exportKeystoreFile(this.#ctx, password)
  }

  restore(secret: string, newPassword: string, options: RestoreOptions): Promise<RestoredWallet> {
    const locks = this.#begin()
    return this.#serial(() => restoreWallet(this.#ctx, secret, newPassword, options, locks))
  }

  migrateLegacy(password: string, legacyJson: string): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => migrateLegacyWallet(this.#ctx, password, legacyJson, locks))
  }

  archiveLegacy(password: string, legacyJson: string): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => archiveLegacyWallet(this.#ctx, password, legacyJson, locks))
  }

  async legacyMatchesVault(legacyJson: string): Promise<boolean> {
    this.#expire()
    return legacyMatches(this.#ctx, legacyJson)
  }

  unlock(password: string): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => unlockWallet(this.#ctx, password, locks)).then((opened) => {
      for (const waiting of this.#unlockWaiters.splice(0)) waiting(opened)
      return opened
    })
  }

  async requestUnlock(): Promise<{ address: Address }> {
    this.#expire()
    const record = await readRecord(this.#ctx.store)
    if (!record) throw new NoVaultError()
    if (this.#ctx.session.unlocked !== null) return { address: record.address }
    return new Promise((resolve) => this.#unlockWaiters.push(resolve))
  }

  async lock(): Promise<void> {
    this.#ctx.session.lock()
  }

  async reveal(password: string, what: WalletKind, account?: Address): Promise<string> {
    this.#expire()
    return revealSecret(this.#ctx, password, what, account)
  }

  addAccount(name: string): Promise<WalletAccount> {
    const locks = this.#begin()
    return this.#serial(() => addAccount(this.#ctx, name, locks))
  }

  renameAccount(address: Address, name: string): Promise<WalletAccount[]> {
    this.#expire()
    return this.#serial(() => renameAccount(this.#ctx, address, name))
  }

  setAccountHidden(address: Address, hidden: boolean): Promise<WalletAccount[]> {
    this.#expire()
    return this.#serial(() => setAccountHidden(this.#ctx, address, hidden))
  }

  async reviewPlan(plan: PlanForReview): Promise<PlanReview> {
    this.#expire()
    return this.#reviewer.review(plan)
  }

  async approveReview(id: string, password?: string): Promise<void> {
    this.#expire()
    await this.#reviewer.approve(id, password)
    // Only the signer's own port answers it (a Confirm in the frame): the person's gesture.
    this.#ctx.session.gesture()
  }

  async reviewSummary(id: string): Promise<ReviewSummary | null> {
    this.#expire()
    return this.#reviewer.summary(id)
  }

  async signReviewed(id: string, confirm: ConfirmReview): Promise<Hex[]> {
    this.#expire()
    return this.#reviewer.sign(id, confirm)
  }

  async signNextStep(id: string, step: StepFees): Promise<Hex> {
    this.#expire()
    return this.#reviewer.signNext(id, step)
  }

  async signAllowanceReset(id: string, step: StepFees): Promise<Hex> {
    this.#expire()
    return this.#reviewer.signReset(id, step)
  }

  /** The app's port's Confirm ({@link FrameConfirmedSigning}): only a review confirmed in the signer's frame. */
  async signConfirmed(id: string, confirm: ConfirmReview): Promise<Hex[]> {
    this.#expire()
    return this.#reviewer.sign(id, confirm, true)
  }

  /** The app's port's next step: only of a review confirmed in the signer's frame. */
  async signNextConfirmed(id: string, step: StepFees): Promise<Hex> {
    this.#expire()
    return this.#reviewer.signNext(id, step, true)
  }

  /** The app's port's allowance reset: only of a review confirmed in the signer's frame. */
  async signResetConfirmed(id: string, step: StepFees): Promise<Hex> {
    this.#expire()
    return this.#reviewer.signReset(id, step, true)
  }

  async recipientGuard(): Promise<RecipientGuardSettings> {
    this.#expire()
    return this.#reviewer.guard()
  }

  async setRecipientGuard(password: string, settings: RecipientGuardSettings): Promise<void> {
    this.#expire()
    return this.#reviewer.configure(password, settings)
  }

  async listArchived(): Promise<ArchivedWallet[]> {
    this.#expire()
    return listArchivedWallets(this.#ctx.store)
  }

  reopenArchived(id: string, password: string): Promise<{ address: Address }> {
    const locks = this.#begin()
    return this.#serial(() => reopenArchivedWallet(this.#ctx, id, password, locks))
  }

  async exportArchived(id: string, password: string): Promise<string> {
    this.#expire()
    return exportArchivedWallet(this.#ctx.store, id, password)
  }

  forget(password: string, options?: { archive?: boolean; setAside?: boolean }): Promise<void> {
    this.#expire()
    return this.#serial(() => forgetWallet(this.#ctx, password, options))
  }

  signOut(password: string): Promise<void> {
    this.#expire()
    return this.#serial(() => forgetWallet(this.#ctx, password, { setAside: true }))
  }

  confirmWords(answers: WordAnswer[]): Promise<boolean> {
    this.#expire()
    return this.#serial(() => confirmWords(this.#ctx, answers))
  }

  async unconfirmedWallets(): Promise<Address[]> {
    this.#expire()
    return listUnconfirmedWallets(this.#ctx.store)
  }

  async setAutoLockMinutes(password: string, minutes: number): Promise<void> {
    this.#expire()
    if (!validAutoLockMinutes(minutes))
      throw new RangeError('auto-lock minutes must be an integer from 1 to 1440')
    const { session } = this.#ctx
    const locks = session.locks
    const unlocked = session.unlocked
    if (!unlocked) throw new VaultLockedError()
    await checkOpenWalletPassword(this.#ctx, password, unlocked)
    session.noLockSince(locks)
    await this.#autoLockRead
    await writeAutoLockSetting(minutes, this.#ctx.store)
    session.setAutoLockMinutes(minutes)
  }

  async touch(): Promise<void> {
    this.#expire()
    this.#ctx.session.touch()
  }

  async scoreHealth(input: HealthInput): Promise<HealthResult> {
    return safeScoreHealth(input)
  }

  /** Locks every tab when the wall-clock deadline passed (a laptop that slept); runs first in every call. */
  #expire(): void {
    this.#ctx.session.expire()
  }

  /**
   * The start of a call that may open a wallet: the lock count as the call is made, before it waits in the
   * queue, so a lock that comes at any point after wins over it.
   */
  #begin(): number {
    this.#expire()
    return this.#ctx.session.locks
  }

  /** Runs `task` after every earlier queued call has settled, whether it succeeded or failed. */
  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task)
    this.#queue = run.catch(() => undefined)
    return run
  }
}

import type { Hex } from 'viem'
import {
  AccountError,
  PasswordRequiredError,
  ReviewNotConfirmedError,
  VaultLockedError,
} from '../../domain/errors'
import type {
  ConfirmReview,
  PasswordReason,
  PlanReview,
  RecipientGuardSettings,
  ReviewSummary,
  StepFees,
  UnsignedTransaction,
} from '../vaultApi'
import { accountIndexOf, keyOfAccount, ownAddresses } from './accounts'
import { zero } from './bytes'
import { type AaveDebtReader, aaveWithdrawPool } from './review/aaveDebt'
import { type CheckedPlan, checkPlan } from './review/checkPlan'
import { type CometBalanceReader, cometLoan } from './review/cometLoan'
import { type CurveQuoteReader, checkCurveMinimums } from './review/curveQuotes'
import { refuse } from './review/decodeCall'
import { FeeBudget } from './review/feeBudget'
import { GuardLedger } from './review/guardLedger'
import { copyPlan } from './review/planCopy'
import { type KeptReview, PlanReviews, planTransactions } from './review/planReviews'
import { RecipientGuard, transferSlot, transferUsd } from './review/recipientGuard'
import { summarizeReview } from './review/reviewSummary'
import { SteppedPlans, stepsAtConfirm } from './review/stepwise'
import { checkOpenWalletPassword, type VaultContext } from './sealing'
import { signTransaction } from './sign'
import { createSigningPolicy, type SigningExtras, type SigningPolicy } from './signingPolicy'

/** Confirm needs the password: the error names why (`details`: the reasons, comma-separated), for the review. */
const passwordRequired = (reasons: ReadonlySet<PasswordReason>) =>
  new PasswordRequiredError({ details: [...reasons].join(',') })

/**
 * A plan that borrows always needs the password: the money reaches the wallet, but a script could take the most
 * the protocol lends and leave the position one price move from liquidation, and the worker cannot see the
 * health factor. Aave v3's `borrow` says so in its calldata; a Comet `withdraw(USDC, amount)` borrows whatever
 * exceeds the wallet's supplied balance there (collateral a wallet holds on Comet may come from anywhere), so
 * that balance is read by the worker itself (cometLoan), and a balance it could not read counts as a loan.
 */
async function takesLoan(
  readComet: CometBalanceReader | undefined,
  plan: { chainId: number; from: string; calls: readonly { to: string; value: bigint; data?: string }[] },
  checked: CheckedPlan,
): Promise<boolean> {
  if (checked.decoded.some((c) => c.kind === 'protocol' && c.signature.startsWith('borrow('))) return true
  return (await cometLoan(readComet, plan, checked)) !== null
}

/**
 * Why a withdrawal from Aave needs the password, if it does: something is owed on that Pool ('collateral': every
 * Aave deposit backs the loan, and a script could take it down to the edge of liquidation, as with a borrow),
 * or the worker could not find out ('collateralUnchecked': it fails closed). Read by the worker itself, from
 * endpoints no page script can set; a plan that withdraws nothing from Aave asks nothing.
 */
async function collateralReason(
  readDebt: AaveDebtReader | undefined,
  plan: { chainId: number; from: string },
  checked: CheckedPlan,
): Promise<PasswordReason | null> {
  const pool = aaveWithdrawPool(checked)
  if (pool === null) return null
  if (!readDebt) return 'collateralUnchecked'
  try {
    return (await readDebt(plan.chainId, pool, plan.from)) > 0n ? 'collateral' : null
  } catch (e) {
    console.warn('[vault] Aave debt not read: the withdrawal asks for the password', e)
    return 'collateralUnchecked'
  }
}

/**
 * The worker's side of the money pipeline (DESIGN.md §3): it reads every plan before its review is shown,
 * keeps it under an id, and at Confirm signs exactly that plan, once. The allow-list is built at the first
 * review with the profile's extras (the devnet's own addresses); a failed read of the extras is retried at
 * the next review rather than kept.
 */
export class Reviewer {
  #policy: Promise<SigningPolicy> | null = null
  readonly #extras: (() => Promise<SigningExtras>) | undefined
  readonly #reviews: PlanReviews
  readonly #stepping: SteppedPlans
  readonly #guard: RecipientGuard
  readonly #fees: FeeBudget
  readonly #ledger: GuardLedger
  readonly #ctx: VaultContext
  readonly #readDebt: AaveDebtReader | undefined
  readonly #readComet: CometBalanceReader | undefined
  readonly #readCurve: CurveQuoteReader | undefined

  constructor(
    ctx: VaultContext,
    extras: (() => Promise<SigningExtras>) | undefined,
    now: () => number,
    readDebt?: AaveDebtReader,
    readComet?: CometBalanceReader,
    readCurve?: CurveQuoteReader,
  ) {
    this.#ctx = ctx
    this.#extras = extras
    this.#readDebt = readDebt
    this.#readComet = readComet
    this.#readCurve = readCurve
    this.#reviews = new PlanReviews(now)
    this.#stepping = new SteppedPlans(now)
    this.#guard = new RecipientGuard(ctx.store, now)
    this.#fees = new FeeBudget(now)
    this.#ledger = new GuardLedger(ctx.store, now)
    ctx.session.onLock(() => {
      this.#reviews.clear()
      this.#stepping.clear()
    })
  }

  #open() {
    const unlocked = this.#ctx.session.unlocked
    if (!unlocked) throw new VaultLockedError()
    return unlocked
  }

  async review(input: unknown): Promise<PlanReview> {
    const locks = this.#ctx.session.locks
    this.#open()
    const plan = copyPlan(input)
    const policy = await this.#signingPolicy()
    const unlocked = this.#open()
    if (this.#ctx.session.locks !== locks) throw new VaultLockedError()
    // The account signing is "the wallet itself" for every check below (beneficiaries, approvals' owner).
    if ((await this.#accountOf(plan.from)) === null)
      throw refuse('the plan is not from this wallet (none of its accounts)')
    const checked = checkPlan(policy, plan)
    // A Curve minimum is held to the pool's own quote, read now, less the slippage the review states.
    await checkCurveMinimums(this.#readCurve, plan, checked)
    const { transfer } = checked
    const usd = transfer ? transferUsd(transfer.tokenKey, transfer.amount, plan.usdPrice) : 0
    // A speed-up of a transfer already counted is not counted again; Confirm, knowing the nonce, decides.
    const slot = transfer ? transferSlot(plan.chainId, plan.from, transfer) : undefined
    const passwordReasons: PasswordReason[] = []
    // The 24 h sums as the signer's storage holds them, whichever tab signed last (review/guardLedger).
    const [newRecipient, fees] = await this.#withSums(unlocked, async () => ({
      result: [
        transfer ? (await this.#assess(unlocked, plan.from, transfer.to, usd, slot)).needsPassword : false,
        this.#fees.needsPassword(plan),
      ],
      changed: false,
    }))
    if (newRecipient) passwordReasons.push('newRecipient')
    if (fees) passwordReasons.push('fees')
    if (await takesLoan(this.#readComet, plan, checked)) passwordReasons.push('borrow')
    const collateral = await collateralReason(this.#readDebt, plan, checked)
    if (collateral) passwordReasons.push(collateral)
    if (this.#ctx.session.locks !== locks) throw new VaultLockedError()
    // Another wallet may have opened while the rule was read (an import over this one): its key would sign.
    if (this.#open().address.toLowerCase() !== unlocked.address.toLowerCase())
      throw refuse('the plan is not from this wallet')
    return this.#reviews.open(plan, checked, { passwordReasons, usd })
  }

  /**
   * Confirmar pressed for review `id` in the signer's frame (docs/signer-plan.md step 5), with the password where
   * the review asks for one (step 4): the password is checked against the open wallet (PasswordRequiredError
   * without it, WrongPasswordError when wrong; nothing marked, the id stays valid), then the review is marked
   * confirmed in this session: the app's port may sign it, once ({@link sign} with `framed`), and a password it
   * asked for stands as given. ReviewExpiredError for an unknown, used or expired id. Both marks die with the
   * review (spent, expired or a lock).
   */
  async approve(id: string, password?: unknown): Promise<void> {
    const locks = this.#ctx.session.locks
    const session = this.#open()
    const asked = this.#reviews.get(id).passwordReasons
    if (password !== undefined || asked.length > 0) {
      if (password === undefined) throw passwordRequired(new Set(asked))
      if (typeof password !== 'string' || password === '')
        throw refuse('a password to approve the review with')
      await checkOpenWalletPassword(this.#ctx, password, session)
    }
    if (this.#ctx.session.locks !== locks || this.#open() !== session)
      throw new VaultLockedError({ details: 'locked while approving' })
    const kept = this.#reviews.get(id)
    if (password !== undefined) kept.approvedBy = session
    kept.confirmedBy = session
  }

  /**
   * What review `id` does in this worker's own decoding, for the signer's review-password frame (step 4); null
   * for an unknown, used or expired id (or a locked wallet, which forgot every review).
   */
  async summary(id: unknown): Promise<ReviewSummary | null> {
    let kept: KeptReview
    try {
      kept = this.#reviews.get(id)
    } catch {
      return null
    }
    return summarizeReview(await this.#signingPolicy(), kept)
  }

  /**
   * Confirm: signs review `id`. `framed` (the app's port): only a review the person confirmed in the signer's
   * frame in this session (ReviewNotConfirmedError otherwise), and the confirmation is used up by this call,
   * whatever it answers.
   */
  async sign(id: string, confirm: ConfirmReview, framed = false): Promise<Hex[]> {
    const locks = this.#ctx.session.locks
    // The session whose key signs: the password, if asked, must be this one's, and it must still be open at the end.
    const session = this.#open()
    const kept = this.#reviews.get(id)
    if (framed) {
      const confirmed = kept.confirmedBy === session
      delete kept.confirmedBy
      if (!confirmed) throw new ReviewNotConfirmedError()
    }
    const nonce = (confirm as Partial<ConfirmReview> | null)?.nonce
    // Every step's nonce must be an exact integer: past 2^53, nonce + i would repeat and fees count once.
    if (
      typeof nonce !== 'number' ||
      !Number.isSafeInteger(nonce) ||
      nonce < 0 ||
      nonce > Number.MAX_SAFE_INTEGER - (kept.plan.calls.length - 1)
    )
      throw refuse('malformed nonce')
    const transfer = kept.checked.transfer
    // The same transfer on the same nonce is one payment however often it is sped up: counted once.
    const slot = transfer ? transferSlot(kept.plan.chainId, kept.plan.from, transfer, nonce) : undefined
    // The debt is read again now: a review kept from before a loan was taken must not withdraw without asking;
    // and Comet's balance, which may have shrunk since the review (another tab's withdraw) and turn it into a loan.
    const collateral = await collateralReason(this.#readDebt, kept.plan, kept.checked)
    const loan = await takesLoan(this.#readComet, kept.plan, kept.checked)
    // Asked again: the account must still be one of the wallet's, and its key is derived for its index
    // (before the rule is assessed: nothing may be awaited between the assessment and the sum below).
    const index = await this.#accountOf(kept.plan.from)
    if (index === null) throw refuse('the plan is not from this wallet (none of its accounts)')
    const key = await keyOfAccount(this.#ctx, index)
    let raws: Hex[]
    try {
      // Read, checked, signed and counted holding the guard lock of every tab, on the sums the signer's storage
      // holds (review/guardLedger): a reload, another tab or a lock and unlock never start them from zero.
      raws = await this.#withSums(session, async () => {
        let counts = false
        // Asked again now, when the nonce is known: the 24 h sums may have grown since the review, and a speed-up
        // adds to the fees only what it is above the transaction it replaces (the review, not knowing the nonce,
        // counted it whole). The new-address rule the review applied stands.
        const reasons = new Set<PasswordReason>()
        if (kept.passwordReasons.includes('newRecipient')) reasons.add('newRecipient')
        if (loan) reasons.add('borrow')
        if (collateral) reasons.add(collateral)
        if (this.#fees.needsPassword(kept.plan, nonce)) reasons.add('fees')
        if (transfer) {
          const now = await this.#assess(this.#open(), kept.plan.from, transfer.to, kept.usd, slot)
          counts = now.counts
          if (now.needsPassword) reasons.add('newRecipient')
        }
        // The password typed for this review in the signer's frame, in this session (approve), stands for it.
        let confirmed = kept.approvedBy === session
        // A password typed where the review asked for it is checked even if the sums no longer need it.
        if (
          !confirmed &&
          (reasons.size > 0 || (kept.passwordReasons.length > 0 && confirm.password !== undefined))
        ) {
          if (confirm.password === undefined) {
            // The frame drawn again for this review asks for the password now (reviewSummary, approve).
            kept.passwordReasons = [...new Set([...kept.passwordReasons, ...reasons])]
            throw passwordRequired(reasons)
          }
          await checkOpenWalletPassword(this.#ctx, confirm.password, session)
          confirmed = true
        }
        const unlocked = this.#open()
        if (unlocked !== session)
          throw new VaultLockedError({ details: 'another wallet opened while confirming' })
        if (this.#ctx.session.locks !== locks)
          throw new VaultLockedError({ details: 'locked while confirming' })
        this.#reviews.get(id) // still there: not spent by a concurrent Confirm, not expired meanwhile
        // A concurrent Confirm may have taken what was left of the fee budget while this one awaited.
        if (!confirmed && this.#fees.needsPassword(kept.plan, nonce)) {
          kept.passwordReasons = [...new Set([...kept.passwordReasons, 'fees' as const])]
          throw passwordRequired(new Set(['fees']))
        }
        this.#reviews.spend(id)
        // Without eth_simulateV1 only the leading approvals now; the rest one by one once they are mined.
        const now = stepsAtConfirm(kept.plan, kept.checked)
        const signed = planTransactions(kept.plan, nonce)
          .slice(0, now)
          .map((tx) => signTransaction(key, tx))
        this.#stepping.keep(id, kept.plan, kept.checked, nonce, now, framed)
        // Nothing awaited since the assessment: a concurrent Confirm cannot slip between the check and the sums.
        if (!confirmed) this.#fees.spend(kept.plan, nonce)
        if (transfer && confirmed) await this.#guard.trust(unlocked.privateKey, unlocked.address, transfer.to)
        else if (counts) this.#guard.spend(kept.usd, slot)
        return { result: signed, changed: true }
      })
    } finally {
      zero(key)
    }
    this.#ctx.session.touch()
    return raws
  }

  /**
   * The next step of a plan Confirm signed only in part (stepwise.ts): the reviewed call on its nonce, with gas
   * and fees within the reviewed ones. Its fee was counted at Confirm, with the whole plan's ceiling.
   */
  async signNext(id: string, step: StepFees, framed = false): Promise<Hex> {
    return this.#signStep(id, framed, () => this.#stepping.takeNext(id, step))
  }

  /** The approval before a step that would now revert, taken back to 0 in its place (stepwise.ts). */
  async signReset(id: string, step: StepFees, framed = false): Promise<Hex> {
    return this.#signStep(id, framed, () => this.#stepping.takeReset(id, step))
  }

  /** `framed` (the app's port): only the steps of a review whose Confirm the person pressed in the signer's frame. */
  async #signStep(id: string, framed: boolean, take: () => UnsignedTransaction): Promise<Hex> {
    const locks = this.#ctx.session.locks
    const session = this.#open()
    const { plan, confirmedInFrame } = this.#stepping.get(id)
    if (framed && !confirmedInFrame)
      throw new ReviewNotConfirmedError({ details: 'a step of a review not confirmed in the frame' })
    const index = await this.#accountOf(plan.from)
    if (index === null) throw refuse('the plan is not from this wallet (none of its accounts)')
    const key = await keyOfAccount(this.#ctx, index)
    try {
      if (this.#ctx.session.locks !== locks) throw new VaultLockedError({ details: 'locked while signing' })
      if (this.#open() !== session)
        throw new VaultLockedError({ details: 'another wallet opened while signing' })
      // Taken only now, with nothing awaited before the signature: two calls never get the same step.
      const raw = signTransaction(key, take())
      this.#ctx.session.touch()
      return raw
    } finally {
      zero(key)
    }
  }

  /**
   * Runs `task` on the open wallet's 24 h sums as the signer's storage holds them (GuardLedger: under the guard
   * lock every tab takes, the strictest sums when the record is missing after having existed, altered or rolled
   * back), loaded into the rule and the budget first; stores what they hold after it when it `changed` them.
   */
  #withSums<T>(
    unlocked: { privateKey: Uint8Array; address: string },
    task: () => Promise<{ result: T; changed: boolean }>,
  ): Promise<T> {
    return this.#ledger.run(unlocked.privateKey, unlocked.address, async (state) => {
      this.#guard.load(state.recipients)
      this.#fees.load(state.fees)
      const { result, changed } = await task()
      return changed
        ? { result, write: { recipients: this.#guard.spent, fees: this.#fees.spent } }
        : { result }
    })
  }

  async guard(): Promise<RecipientGuardSettings> {
    const unlocked = this.#open()
    const { enabled, limitUsd } = await this.#guard.read(unlocked.privateKey, unlocked.address)
    return { enabled, limitUsd }
  }

  async configure(password: string, settings: RecipientGuardSettings): Promise<void> {
    const s = settings as Partial<RecipientGuardSettings> | null
    if (
      typeof s?.enabled !== 'boolean' ||
      typeof s.limitUsd !== 'number' ||
      !(s.limitUsd >= 0) ||
      !Number.isFinite(s.limitUsd)
    )
      throw new RangeError('enabled must be a boolean and limitUsd a finite amount ≥ 0')
    const locks = this.#ctx.session.locks
    this.#open()
    await checkOpenWalletPassword(this.#ctx, password)
    const unlocked = this.#open()
    if (this.#ctx.session.locks !== locks) throw new VaultLockedError()
    await this.#guard.configure(unlocked.privateKey, unlocked.address, {
      enabled: s.enabled,
      limitUsd: s.limitUsd,
    })
  }

  /** The index of the open wallet's account at `from`, or null (VaultLockedError when locked). */
  async #accountOf(from: string): Promise<number | null> {
    this.#open()
    try {
      return await accountIndexOf(this.#ctx, from)
    } catch (error) {
      // Another wallet stored meanwhile (an import over this one in another call): not this wallet's plan.
      if (error instanceof AccountError) throw refuse('the plan is not from this wallet')
      throw error
    }
  }

  /**
   * The new-recipient rule for a transfer from `from` to `to`: the rule and the trusted addresses are the
   * wallet's (one Settings choice for all its accounts), and a transfer between its own accounts is no new
   * recipient.
   */
  async #assess(
    unlocked: { privateKey: Uint8Array; address: string },
    from: string,
    to: string,
    usd: number,
    slot: string | undefined,
  ) {
    const own = await ownAddresses(this.#ctx)
    own.add(from.toLowerCase())
    return this.#guard.assess(unlocked.privateKey, unlocked.address, to, usd, slot, own)
  }

  #signingPolicy(): Promise<SigningPolicy> {
    this.#policy ??= (this.#extras?.() ?? Promise.resolve(undefined)).then(
      (extras) => createSigningPolicy(extras),
      () => {
        this.#policy = null
        return createSigningPolicy()
      },
    )
    return this.#policy
  }
}

import { formatAmount } from '../domain/amounts/formatAmount'
import { signerReview as en } from '../domain/i18n/en/signerReview'
import { signerReview as es } from '../domain/i18n/es/signerReview'
import { formatUsd } from '../domain/i18n/numbers'
import { FEE_BUDGET_USD } from '../domain/review/feeBudget'
import {
  APPROVE_HOOK,
  APPROVED,
  type ReviewAsk,
  type SignerApproved,
  type SignerLook,
} from '../domain/signer/origins'
import type { ReviewedAmount, ReviewSummary } from '../workers/vaultApi'
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './review.css'

/** The signer page's hook: with a password it approves the review; without, it answers the worker's summary. */
type Approve = (review: string, password?: string) => Promise<ReviewSummary | null | undefined>
type Texts = typeof es | typeof en

/** Which sentence says a decoded step: the catalogue's functions by what they do for the person. */
const STEPS: Record<
  string,
  'transfer' | 'approve' | 'swap' | 'deposit' | 'withdraw' | 'borrow' | 'repay' | 'claim'
> = {
  transfer: 'transfer',
  approve: 'approve',
  swap: 'swap',
  supply: 'deposit',
  deposit: 'deposit',
  depositAll: 'deposit',
  add_liquidity: 'deposit',
  withdraw: 'withdraw',
  withdrawAll: 'withdraw',
  withdrawAndUnwrap: 'withdraw',
  redeem: 'withdraw',
  remove_liquidity_one_coin: 'withdraw',
  unstake: 'withdraw',
  cooldownAssets: 'withdraw',
  cooldownShares: 'withdraw',
  borrow: 'borrow',
  repay: 'repay',
  getReward: 'claim',
}

/** An amount as decoded, exact (every digit the token has), with its symbol, in the page's language. */
function amountText(t: Texts, language: 'es' | 'en', { amount, symbol, decimals }: ReviewedAmount): string {
  if (amount === 'all') return t['review.summary.all'].replace('{symbol}', symbol)
  const locale = language === 'en' ? 'en' : 'es-AR'
  return `${formatAmount(amount, decimals, { locale, decimals, fixed: false })} ${symbol}`
}

/** One line of a definition list: its term and its value (`testid` on the value). */
const row = (term: string, value: string, testid: string) => [
  el('dt', {}, term),
  el('dd', { 'data-testid': testid }, value),
]

/** What the key worker read the plan to do: a transfer's amount, recipient and network, or each step; the fee ceiling. */
function drawSummary(t: Texts, language: 'es' | 'en', summary: ReviewSummary): HTMLElement {
  const amount = (a: ReviewedAmount) => amountText(t, language, a)
  const rows = summary.transfer
    ? [
        ...row(t['review.summary.send'], amount(summary.transfer.amount), 'review-summary-amount'),
        ...row(t['review.summary.to'], summary.transfer.to, 'review-summary-to'),
      ]
    : []
  rows.push(...row(t['review.summary.network'], summary.network, 'review-summary-network'))
  const steps = summary.transfer
    ? []
    : [
        el('h3', {}, t['review.summary.steps']),
        el(
          'ol',
          { 'data-testid': 'review-summary-steps' },
          ...summary.steps.map((step) => {
            const said = STEPS[step.action]
            const text = t[said ? (`review.summary.step.${said}` as const) : 'review.summary.step.other']
              .replace('{action}', step.action)
              .replace('{to}', step.to)
              .replace('{amount}', step.amounts.map(amount).join(' + '))
            return el('li', {}, text.replace(/ {2,}/g, ' ').trim())
          }),
        ),
      ]
  rows.push(...row(t['review.summary.fees'], amount(summary.feeCeiling), 'review-summary-fees'))
  return el(
    'section',
    { class: 'summary', 'aria-labelledby': 'summary-title' },
    el('h2', { id: 'summary-title' }, t['review.summary.title']),
    el('dl', {}, ...rows),
    ...steps,
  )
}

/**
 * The review's password, in the signer's own page (docs/signer-plan.md step 4): when the key worker's review
 * asks for it (a new address above the Settings limit, fees over the 24 h budget, a loan, collateral), the
 * app's review lays out this screen where its field was. It asks the key worker, through the signer page's own
 * port (the approve hook without a password: `reviewSummary`, which the app's channel refuses), what that review does and why it needs the
 * password, and draws the worker's answer: never words of the app's page, whose address carries the review id
 * alone. An unknown, used or expired id: it says so and offers no field. The password goes to the key worker
 * through that same port, bound to that one review id (`approveReview`: the app's channel refuses it, and
 * refuses a Confirm that carries a password). The app's page learns only that this review was approved (and
 * Escape, which closes the app's dialog); its Confirm then signs without a password. A wrong password is said
 * here.
 */
export function showReviewPassword(app: string, parent: Window, look: SignerLook & ReviewAsk): void {
  const t = look.language === 'en' ? en : es
  applyLook(look, t['review.password.frameTitle'])
  const review = look.review
  const summarize = findSiblingHook<Approve>(parent, APPROVE_HOOK)
  const asked = review && summarize ? summarize(review) : Promise.resolve(null)
  void asked
    .catch(() => null)
    .then((summary) => {
      if (summary && review) draw(app, parent, look, t, review, summary)
      else {
        const main = el('main', { class: 'review-password' })
        main.append(
          el(
            'p',
            { class: 'warn', role: 'alert', 'data-testid': 'review-summary-gone' },
            t['review.summary.gone'],
          ),
        )
        document.body.replaceChildren(main)
        passEscape(app, parent)
        postHeight(main, app, parent)
      }
    })
}

function draw(
  app: string,
  parent: Window,
  look: SignerLook,
  t: Texts,
  review: string,
  summary: ReviewSummary,
): void {
  const why: HTMLParagraphElement[] = []
  const note = (text: string, testid: string) =>
    why.push(el('p', { class: 'warn', 'data-testid': testid }, text))
  const reasons = summary.passwordReasons
  if (reasons.includes('newRecipient')) note(t['review.password.why'], 'review-password-newRecipient')
  if (reasons.includes('fees'))
    note(
      t['review.password.why.fees'].replace('{usd}', formatUsd(look.language, FEE_BUDGET_USD)),
      'review-password-fees',
    )
  if (reasons.includes('borrow')) note(t['review.password.why.borrow'], 'review-password-borrow')
  if (reasons.includes('collateral')) note(t['review.password.why.collateral'], 'review-password-collateral')
  if (reasons.includes('collateralUnchecked'))
    note(t['review.password.why.collateralUnchecked'], 'review-password-collateral')

  const typed = passwordField('password', 'review-password-error', true)
  const { field, error } = typed
  const done = el('p', { class: 'approved', role: 'status' })
  const button = el('button', { type: 'submit', class: 'secondary' }, t['review.password.approve'])
  const form = el(
    'form',
    { 'aria-label': t['review.password.approve'] },
    el('label', { for: 'password' }, t['review.password.label']),
    field,
    error,
    button,
    done,
  )
  const main = el('main', { class: 'review-password' }, drawSummary(t, look.language, summary), ...why, form)
  document.body.replaceChildren(main)

  const busy = (on: boolean) => {
    field.readOnly = on
    button.disabled = on
    button.setAttribute('aria-busy', String(on))
    button.textContent = t[on ? 'review.password.checking' : 'review.password.approve']
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (field.readOnly || field.value === '') return
    const password = takePassword(typed)
    busy(true)
    const approve = findSiblingHook<Approve>(parent, APPROVE_HOOK)
    const attempt = approve
      ? approve(review, password)
      : Promise.reject(new Error('no key worker beside this page'))
    attempt.then(
      () => {
        // Approved: the field stays closed (the id is single-use); the app's Confirm signs without a password.
        button.textContent = t['review.password.approve']
        done.textContent = t['review.password.approved']
        parent.postMessage({ type: APPROVED, review } satisfies SignerApproved, app)
      },
      (failed: unknown) => {
        const name = (failed as { name?: unknown } | null)?.name
        const over = name === 'ReviewExpiredError' || name === 'VaultLockedError'
        busy(over)
        if (over) button.textContent = t['review.password.approve']
        sayWrong(typed, t[over ? 'review.password.expired' : 'review.password.wrong'], !over)
      },
    )
  })
  // Focus that reaches this frame (Tab from the app's page) lands in the field.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body) field.focus()
  })
  passEscape(app, parent)
  postHeight(main, app, parent)
}

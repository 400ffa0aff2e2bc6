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
import { passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './review.css'

type Approve = (review: string, password: string) => Promise<void>

/**
 * The review's password, in the signer's own page (docs/signer-plan.md step 4): when the key worker's review
 * asks for it (a new address above the Settings limit, fees over the 24 h budget, a loan, collateral), the
 * app's review lays out this screen where its field was. It says why in the app's own words, and hands the
 * password to the key worker through the signer page's own port, bound to that one review id (`approveReview`:
 * the app's channel refuses it, and refuses a Confirm that carries a password). The app's page learns only that
 * this review was approved (and Escape, which closes the app's dialog); its Confirm then signs without a
 * password. A wrong password is said here.
 */
export function showReviewPassword(app: string, parent: Window, look: SignerLook & ReviewAsk): void {
  const t = look.language === 'en' ? en : es
  applyLook(look, t['review.password.frameTitle'])

  const why: HTMLParagraphElement[] = []
  const note = (text: string, testid: string) =>
    why.push(el('p', { class: 'warn', 'data-testid': testid }, text))
  if (look.reasons.includes('newRecipient')) note(t['review.password.why'], 'review-password-newRecipient')
  if (look.reasons.includes('fees'))
    note(
      t['review.password.why.fees'].replace('{usd}', formatUsd(look.language, FEE_BUDGET_USD)),
      'review-password-fees',
    )
  if (look.reasons.includes('borrow')) note(t['review.password.why.borrow'], 'review-password-borrow')
  if (look.reasons.includes('collateral'))
    note(t['review.password.why.collateral'], 'review-password-collateral')
  if (look.reasons.includes('collateralUnchecked'))
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
  const main = el('main', { class: 'review-password' }, ...why, form)
  document.body.replaceChildren(main)

  const busy = (on: boolean) => {
    field.readOnly = on
    button.disabled = on
    button.setAttribute('aria-busy', String(on))
    button.textContent = t[on ? 'review.password.checking' : 'review.password.approve']
  }

  const review = look.review
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (field.readOnly || field.value === '' || review === null) return
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

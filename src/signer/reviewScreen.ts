import { signerReview as en } from '../domain/i18n/en/signerReview'
import { signerReview as es } from '../domain/i18n/es/signerReview'
import { formatUsd } from '../domain/i18n/numbers'
import { FEE_BUDGET_USD } from '../domain/review/feeBudget'
import { addressGroups, reviewAmount } from '../domain/review/reviewText'
import { APPROVE_HOOK, type ReviewAsk, type SignerLook } from '../domain/signer/origins'
import {
  BACK,
  CONFIRM_DELAY_MS,
  CONFIRMED,
  REVIEW_SUMMARY,
  REVIEW_WINDOW,
  type ReviewWindowAnswer,
  type ReviewWindowSummary,
  type SignerBack,
  type SignerConfirmed,
} from '../domain/signer/review'
import type { ReviewedAmount, ReviewSummary } from '../workers/vaultApi'
import { tracksVisibility, watchKeys, watchShown } from './consent'
import { type PasswordField, passwordField, sayWrong, takePassword } from './passwordKit'
import { applyLook, el, findSiblingHook, passEscape, postHeight } from './screenKit'
import './signer.css'
import './review.css'

/**
 * The signer page's hook: without `confirm` it answers the worker's summary of the review; with it, Confirmar
 * pressed here (the worker's approveReview, the password where the review asks for one).
 */
type Approve = (review: string, confirm?: { password?: string }) => Promise<ReviewSummary | null | undefined>
export type Texts = typeof es | typeof en

/** The texts of the page's language. */
export const textsOf = (language: 'es' | 'en'): Texts => (language === 'en' ? en : es)

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

/** An amount as decoded, with its symbol, in the page's language, as the app's review writes it (reviewAmount). */
function amountText(t: Texts, language: 'es' | 'en', { amount, symbol, decimals }: ReviewedAmount): string {
  if (amount === 'all') return t['review.summary.all'].replace('{symbol}', symbol)
  return `${reviewAmount(amount, decimals, language === 'en' ? 'en' : 'es-AR')} ${symbol}`
}

/** The recipient checksummed (the worker's) in the app's groups of four, a line ending only between two. */
function addressValue(address: string): HTMLElement {
  const dd = el('dd', { 'data-testid': 'review-summary-to', class: 'address-text' })
  addressGroups(address).forEach((group, i) => {
    if (i > 0) dd.append(document.createElement('wbr'))
    dd.append(el('span', { class: 'address-group' }, group))
  })
  return dd
}

/** One line of a definition list: its term and its value (`testid` on the value). */
const row = (term: string, value: string, testid: string) => [
  el('dt', {}, term),
  el('dd', { 'data-testid': testid }, value),
]

/** What the key worker read the plan to do: a transfer's amount, recipient and network, or each step; the fee ceiling. */
export function drawSummary(t: Texts, language: 'es' | 'en', summary: ReviewSummary): HTMLElement {
  const amount = (a: ReviewedAmount) => amountText(t, language, a)
  const rows = summary.transfer
    ? [
        ...row(t['review.summary.send'], amount(summary.transfer.amount), 'review-summary-amount'),
        el('dt', {}, t['review.summary.to']),
        addressValue(summary.transfer.to),
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

/** Why the key worker asks for the password, each reason in the app's words (empty when it asks none). */
export function drawReasons(t: Texts, language: 'es' | 'en', summary: ReviewSummary): HTMLElement[] {
  const why: HTMLElement[] = []
  const note = (text: string, testid: string) =>
    why.push(el('p', { class: 'warn', 'data-testid': testid }, text))
  const reasons = summary.passwordReasons
  if (reasons.includes('newRecipient')) note(t['review.password.why'], 'review-password-newRecipient')
  if (reasons.includes('fees'))
    note(
      t['review.password.why.fees'].replace('{usd}', formatUsd(language, FEE_BUDGET_USD)),
      'review-password-fees',
    )
  if (reasons.includes('borrow')) note(t['review.password.why.borrow'], 'review-password-borrow')
  if (reasons.includes('collateral')) note(t['review.password.why.collateral'], 'review-password-collateral')
  if (reasons.includes('collateralUnchecked'))
    note(t['review.password.why.collateralUnchecked'], 'review-password-collateral')
  return why
}

/**
 * The review of every write, in the signer's own page (docs/signer-plan.md step 5), laid out by the app's review
 * as `?screen=review&review=<id>`. It asks the key worker, through the signer page's own port (the approve hook
 * without `confirm`: `reviewSummary`, which the app's channel refuses), what that review does, and draws the
 * worker's answer, never words of the app's page; the password field only when the worker asks for it; Volver
 * and Confirmar. Confirmar acts only on a trusted gesture in this frame, at least {@link CONFIRM_DELAY_MS} after
 * the review was drawn, and while IntersectionObserver v2 reports the frame visible and unobscured (a page that
 * hides the frame, makes it transparent or lays anything over it gets nothing, and the moment starts again once
 * it is shown as drawn again); until then it says why. Where the
 * browser lacks v2, Confirmar opens the review in a small window of this origin, where the person confirms
 * (reviewWindow.ts). The confirm reaches the key worker (`approveReview`, on the own port); the app's page hears
 * only `billetera-signer-confirmed` for that id (after which its channel may sign that review, once), Volver,
 * and Escape. An unknown, used or expired id: it says so and offers nothing to confirm.
 */
export function showReview(app: string, parent: Window, look: SignerLook & ReviewAsk): void {
  const t = textsOf(look.language)
  applyLook(look, t['review.frame.title'])
  const review = look.review
  const hook = findSiblingHook<Approve>(parent, APPROVE_HOOK)
  const asked = review && hook ? hook(review) : Promise.resolve(null)
  void asked
    .catch(() => null)
    .then((summary) => {
      if (summary && review && hook) draw(app, parent, look, t, review, summary, hook)
      else gone(app, parent, t, review)
    })
}

/** The review is unknown, used or expired: said, with Volver only. */
function gone(app: string, parent: Window, t: Texts, review: string | null): void {
  const back = el('button', { type: 'button', class: 'secondary' }, t['review.back'])
  back.addEventListener('click', () => {
    if (review) parent.postMessage({ type: BACK, review } satisfies SignerBack, app)
  })
  const main = el(
    'main',
    { class: 'review-frame' },
    el('p', { class: 'warn', role: 'alert', 'data-testid': 'review-summary-gone' }, t['review.summary.gone']),
    back,
  )
  document.body.replaceChildren(main)
  passEscape(app, parent)
  postHeight(main, app, parent)
}

function draw(
  app: string,
  parent: Window,
  look: SignerLook,
  t: Texts,
  review: string,
  summary: ReviewSummary,
  approve: Approve,
): void {
  const asks = summary.passwordReasons.length > 0
  const typed: PasswordField | null = asks ? passwordField('password', 'review-password-error', true) : null
  const status = el('p', { id: 'review-status', class: 'muted', role: 'status' })
  const back = el('button', { type: 'button', class: 'secondary' }, t['review.back'])
  const confirm = el(
    'button',
    { type: 'submit', 'aria-describedby': 'review-status', 'aria-disabled': 'true' },
    t['review.confirm'],
  )
  const form = el(
    'form',
    { 'aria-label': t['review.frame.title'] },
    ...(typed
      ? [el('label', { for: 'password' }, t['review.password.label']), typed.field, typed.error]
      : []),
    el('div', { class: 'review-actions' }, back, confirm),
    status,
  )
  const main = el(
    'main',
    { class: 'review-frame' },
    drawSummary(t, look.language, summary),
    ...drawReasons(t, look.language, summary),
    form,
  )
  document.body.replaceChildren(main)

  const inWindow = !tracksVisibility()
  // Since when the frame is drawn, by the page's own clock, where the browser cannot say whether it is shown
  // (Confirmar then opens a window of this origin instead): a frame never painted is never ready.
  let drawnAt = Number.POSITIVE_INFINITY
  let state: 'open' | 'confirming' | 'confirmed' = 'open'
  // Where IntersectionObserver v2 reports it: shown as drawn without a break; faded in or uncovered under the
  // pointer, it waits its full moment again.
  const shown = watchShown(main, () => update())
  const ready = () => (inWindow ? performance.now() - drawnAt >= CONFIRM_DELAY_MS : shown() === 'shown')
  const acts = () => state === 'open' && ready()
  // Keys act only once the person moved into this frame (never on focus a script of the app's page gave it).
  const keys = watchKeys(main, { shown })
  const update = () => {
    confirm.setAttribute('aria-disabled', String(!acts()))
    status.textContent =
      state === 'confirmed'
        ? t['review.frame.confirmed']
        : state === 'confirming'
          ? t['review.frame.confirming']
          : shown() === 'hidden'
            ? t['review.frame.hidden']
            : !ready()
              ? t['review.frame.wait']
              : inWindow
                ? t['review.frame.window']
                : ''
  }
  update()
  if (inWindow)
    requestAnimationFrame(() => {
      drawnAt = performance.now()
      setTimeout(update, CONFIRM_DELAY_MS)
    })

  const confirmNow = () => {
    const password = typed ? takePassword(typed) : undefined
    state = 'confirming'
    update()
    approve(review, password === undefined ? {} : { password }).then(
      () => {
        state = 'confirmed'
        update()
        if (typed) typed.field.readOnly = true
        parent.postMessage({ type: CONFIRMED, review } satisfies SignerConfirmed, app)
      },
      (failed: unknown) => {
        const name = (failed as { name?: unknown } | null)?.name
        if (name === 'PasswordRequiredError') return showReview(app, parent, { ...look, review })
        if (name === 'ReviewExpiredError' || name === 'VaultLockedError') return gone(app, parent, t, review)
        state = 'open'
        update()
        if (typed) sayWrong(typed, t['review.password.wrong'])
      },
    )
  }

  let opened: Window | null = null
  const act = (event: Event) => {
    event.preventDefault()
    // Only the person's own gesture in this frame, while it is shown as drawn, a moment after it was drawn; a key
    // only once the person moved into the frame (Tab, a tap), not on focus a script of the page gave it.
    if (!event.isTrusted || !acts()) return
    if (!keys.mayAct()) {
      status.textContent = t['review.frame.keys']
      return
    }
    if (typed && typed.field.value === '') return sayWrong(typed, t['review.password.empty'])
    if (!inWindow) return confirmNow()
    opened = openWindow(look, review, summary)
    if (!opened) status.textContent = t['review.frame.windowBlocked']
  }
  confirm.addEventListener('click', act)
  // Enter in the field is Confirmar (the form itself never submits: nothing acts but `act`).
  form.addEventListener('submit', (event) => event.preventDefault())
  typed?.field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') act(event)
  })
  back.addEventListener('click', () => {
    if (state === 'open') parent.postMessage({ type: BACK, review } satisfies SignerBack, app)
  })
  // The window this frame opened (no IntersectionObserver v2) answers here, from this origin only.
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<ReviewWindowAnswer> | null
    if (event.origin !== location.origin || !opened || event.source !== opened) return
    if (data?.type !== REVIEW_WINDOW || data.review !== review) return
    opened.close()
    if (data.confirm === true && state === 'open') confirmNow()
    else if (data.confirm === false && state === 'open')
      parent.postMessage({ type: BACK, review } satisfies SignerBack, app)
  })
  passEscape(app, parent)
  postHeight(main, app, parent)
}

/**
 * Opens the review in a small window of this origin (docs/signer-plan.md step 5: the browser cannot say whether
 * this frame is visible): that window cannot be covered by the app's page. It shows what the key worker decoded,
 * handed to it by this frame (its own storage holds no vault), and posts the person's Confirmar or Volver back to
 * this frame, which checks the origin and the window.
 */
function openWindow(look: SignerLook, review: string, summary: ReviewSummary): Window | null {
  const query = new URLSearchParams({
    screen: 'review-window',
    review,
    lang: look.language,
    theme: look.theme,
  })
  const opened = window.open(`/?${query}`, `billetera-review-${review}`, 'popup,width=440,height=640')
  if (!opened) return null
  const hand = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; review?: unknown } | null
    if (event.origin !== location.origin || event.source !== opened) return
    if (data?.type !== REVIEW_SUMMARY || data.review !== review) return
    opened.postMessage(
      { type: REVIEW_SUMMARY, review, summary } satisfies ReviewWindowSummary,
      location.origin,
    )
  }
  window.addEventListener('message', hand)
  return opened
}

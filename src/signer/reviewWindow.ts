import type { ReviewAsk, SignerLook } from '../domain/signer/origins'
import {
  CONFIRM_DELAY_MS,
  REVIEW_SUMMARY,
  REVIEW_WINDOW,
  type ReviewWindowAnswer,
  type ReviewWindowSummary,
} from '../domain/signer/review'
import type { ReviewSummary } from '../workers/vaultApi'
import { watchKeys } from './consent'
import { drawReasons, drawSummary, textsOf } from './reviewScreen'
import { applyLook, el } from './screenKit'

/**
 * The review's confirmation window (docs/signer-plan.md step 5), opened by the signer's review frame where the
 * browser cannot say whether that frame is visible and unobscured (no IntersectionObserver v2: Firefox,
 * Safari). A window of its own cannot be covered or hidden by the app's page. It asks the frame that opened it
 * (its `opener`, this same origin) for what the key worker decoded, draws it with Volver and Confirmar, and
 * posts the person's trusted gesture, made at least {@link CONFIRM_DELAY_MS} after the review was drawn, back to
 * that frame only; the frame, which holds the way to the key worker, confirms. Nothing else is read from anyone.
 */
export function showReviewWindow(opener: Window, look: SignerLook & ReviewAsk): void {
  const t = textsOf(look.language)
  applyLook(look, t['review.frame.windowTitle'])
  const review = look.review
  if (!review) return
  const heard = (event: MessageEvent) => {
    const data = event.data as Partial<ReviewWindowSummary> | null
    if (event.origin !== location.origin || event.source !== opener) return
    if (data?.type !== REVIEW_SUMMARY || data.review !== review || !data.summary) return
    window.removeEventListener('message', heard)
    draw(opener, look, review, data.summary as ReviewSummary)
  }
  window.addEventListener('message', heard)
  opener.postMessage({ type: REVIEW_SUMMARY, review }, location.origin)
}

function draw(opener: Window, look: SignerLook, review: string, summary: ReviewSummary): void {
  const t = textsOf(look.language)
  const status = el('p', { id: 'review-status', class: 'muted', role: 'status' }, t['review.frame.wait'])
  const back = el('button', { type: 'button', class: 'secondary' }, t['review.back'])
  const confirm = el(
    'button',
    { type: 'button', 'aria-describedby': 'review-status', 'aria-disabled': 'true' },
    t['review.confirm'],
  )
  const main = el(
    'main',
    { class: 'review-frame' },
    el('h1', {}, t['review.frame.windowTitle']),
    drawSummary(t, look.language, summary),
    ...drawReasons(t, look.language, summary),
    el('div', { class: 'review-actions' }, back, confirm),
    status,
  )
  document.body.replaceChildren(main)
  let drawnAt = Number.POSITIVE_INFINITY
  const ready = () => performance.now() - drawnAt >= CONFIRM_DELAY_MS
  requestAnimationFrame(() => {
    drawnAt = performance.now()
    setTimeout(() => {
      confirm.setAttribute('aria-disabled', 'false')
      status.textContent = ''
    }, CONFIRM_DELAY_MS)
  })
  const answer = (yes: boolean) => {
    opener.postMessage(
      { type: REVIEW_WINDOW, review, confirm: yes } satisfies ReviewWindowAnswer,
      location.origin,
    )
    // The frame that opened this window closes it as it takes the answer; on its own only if that frame is gone.
    setTimeout(() => window.close(), 1_000)
  }
  // A key acts only once the person moved to Confirmar (Tab, a tap): the window opens on its heading, not on a
  // button a key meant for something else would press.
  const keys = watchKeys(main)
  confirm.addEventListener('click', (event) => {
    if (!event.isTrusted || !ready()) return
    if (keys.mayAct()) answer(true)
    else status.textContent = t['review.frame.keys']
  })
  back.addEventListener('click', (event) => {
    if (event.isTrusted) answer(false)
  })
}

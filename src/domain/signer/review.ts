/**
 * What the signer's review screen (src/signer/reviewScreen.ts, docs/signer-plan.md step 5) tells the app, and
 * what its confirmation window tells the frame that opened it. Never a password, never what the plan does: the
 * app hears only which review the person confirmed, or that they went back.
 */

/** The person pressed Confirmar for review `review` in the frame, and the key worker took it. */
export type SignerConfirmed = { type: 'billetera-signer-confirmed'; review: string }
export const CONFIRMED = 'billetera-signer-confirmed'

/** The person pressed Volver in the frame: the app goes back to its form, nothing signed. */
export type SignerBack = { type: 'billetera-signer-back'; review: string }
export const BACK = 'billetera-signer-back'

/**
 * The confirmation window's answer to the frame that opened it (where the browser has no IntersectionObserver
 * v2): the person pressed Confirmar (`confirm`) or Volver (`back`) in that window, for review `review`. The frame
 * takes it only from its own origin and from the window it opened.
 */
export type ReviewWindowAnswer = { type: 'billetera-signer-review-window'; review: string; confirm: boolean }
export const REVIEW_WINDOW = 'billetera-signer-review-window'

/** The frame hands its window what the worker decoded (the window's own storage holds no vault). */
export type ReviewWindowSummary = {
  type: 'billetera-signer-review-summary'
  review: string
  summary: unknown
}
export const REVIEW_SUMMARY = 'billetera-signer-review-summary'

/** How long the review is on screen before Confirmar answers (a browser's permission prompt waits as long). */
export const CONFIRM_DELAY_MS = 500

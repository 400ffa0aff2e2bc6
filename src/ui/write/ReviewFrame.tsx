import type { TextKey } from '../../domain/i18n'
import { reviewUrl } from '../../domain/signer/origins'
import { BACK, CONFIRMED } from '../../domain/signer/review'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (the summary, the buttons). */
const FIRST_HEIGHT = 320

type Props = {
  /** The key worker's review id: the frame shows, and Confirmar confirms, this review only. */
  reviewId: string
  /** The worker asks for the password (the frame is drawn again when it starts asking at Confirm). */
  needsPassword: boolean
  /** i18n key of the worker's answer at Confirm when it asked for the password only then, if any. */
  error: TextKey | null
  /** The frame said the person confirmed `reviewId` there and the key worker took it. */
  onConfirmed: (reviewId: string) => void
  /** The person pressed Volver in the frame. */
  onBack: () => void
}

/**
 * The review's Confirmar and Volver, in the signer's frame (docs/signer-plan.md step 5): the signer draws what the
 * key worker decoded of this review (never words of this page: the address carries the review id alone), the
 * password field when the worker asks for it (a new address above the limit, fees over the 24 h budget, a loan,
 * collateral), and Confirmar, which acts only on the person's own gesture in the frame, while the frame is
 * visible and unobscured, a moment after it was drawn. This page never sees the password and hears only that
 * this review was confirmed (after which its channel may sign it, once), Volver, and Escape.
 */
export function ReviewFrame({ reviewId, needsPassword, error, onConfirmed, onBack }: Props) {
  const t = useT()
  return (
    <div className="review-frame" data-testid="review-frame">
      {error && (
        <p className="warn" role="alert">
          {t(error)}
        </p>
      )}
      <SignerFrame
        frameKey={`${reviewId}:${needsPassword ? 'password' : 'confirm'}`}
        src={(origin, look) => reviewUrl(origin, look, { review: reviewId })}
        title={t('review.frame.title')}
        testId="signer-review"
        className="review-frame-box"
        firstHeight={FIRST_HEIGHT}
        passEscape
        onMessage={(data) => {
          if (data.review !== reviewId) return
          if (data.type === CONFIRMED) onConfirmed(reviewId)
          else if (data.type === BACK) onBack()
        }}
      />
    </div>
  )
}

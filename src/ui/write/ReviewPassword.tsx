import type { TextKey } from '../../domain/i18n'
import { APPROVED, reviewPasswordUrl } from '../../domain/signer/origins'
import { SignerFrame } from '../app/SignerFrame'
import { useT } from '../i18n'

/** The frame's height before the signer says its own (one reason, the field, the button). */
const FIRST_HEIGHT = 300

type Props = {
  /** The key worker's review id: the password typed in the frame approves this review only. */
  reviewId: string
  /** i18n key of the worker's answer at Confirm when it asked for the password only then, if any. */
  error: TextKey | null
  /** The frame said the key worker accepted the password for `reviewId`. */
  onApproved: (reviewId: string) => void
}

/**
 * The password the key worker asks for at Confirm when a transfer goes to an address this wallet never
 * confirmed and is worth more than the limit chosen in Settings, when the plan's fees would take the day's fees
 * signed without it over the worker's budget, for every loan and for every withdrawal from Aave while a loan is
 * open there (or when the worker cannot tell). It is typed in the signer's frame (docs/signer-plan.md step 4),
 * which asks the key worker what this review does and why it needs the password, draws that (never words of
 * this page: the address carries the review id alone), and hands the password to the key worker bound to this
 * review; this page never sees it and hears only
 * that the review was approved (after which Confirm signs without any password), and Escape.
 */
export function ReviewPassword({ reviewId, error, onApproved }: Props) {
  const t = useT()
  return (
    <div className="review-password" data-testid="review-password">
      {error && (
        <p className="warn" role="alert">
          {t(error)}
        </p>
      )}
      <SignerFrame
        frameKey={reviewId}
        src={(origin, look) => reviewPasswordUrl(origin, look, { review: reviewId })}
        title={t('review.password.frameTitle')}
        testId="signer-review-password"
        className="review-password-frame"
        firstHeight={FIRST_HEIGHT}
        passEscape
        onMessage={(data) => {
          if (data.type === APPROVED && data.review === reviewId) onApproved(reviewId)
        }}
      />
    </div>
  )
}

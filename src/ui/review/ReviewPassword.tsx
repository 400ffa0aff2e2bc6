import type { RefObject } from 'react'
import type { TextKey } from '../../domain/i18n'
import { useT } from '../i18n'
import { Field } from '../kit/Field'

type Props = {
  /** The input itself: its text is read once, at Confirm, and never kept in React state. */
  input: RefObject<HTMLInputElement | null>
  /** Whether anything is typed (a boolean is all the view keeps). */
  onFilled: (filled: boolean) => void
  /** i18n key of the worker's last refusal ('vault.wrongPassword'), if any. */
  error: TextKey | null
  onEnter: () => void
}

/**
 * The password the key worker asks for at Confirm when a transfer goes to an address this wallet never
 * confirmed and is worth more than the limit chosen in Settings. Checked in the worker, never here.
 */
export function ReviewPassword({ input, onFilled, error, onEnter }: Props) {
  const t = useT()
  return (
    <div className="review-password" data-testid="review-password">
      <p className="warn" role="note">
        {t('review.password.why')}
      </p>
      <Field
        ref={input}
        label={t('review.password.label')}
        type="password"
        autoComplete="current-password"
        error={error ? t(error) : undefined}
        onInput={(e) => onFilled(e.currentTarget.value.length > 0)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onEnter()
        }}
      />
    </div>
  )
}

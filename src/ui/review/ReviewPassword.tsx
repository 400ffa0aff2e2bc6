import type { RefObject } from 'react'
import type { TextKey } from '../../domain/i18n'
import { formatUsd } from '../../domain/i18n/numbers'
import { FEE_BUDGET_USD } from '../../domain/review'
import type { PasswordReason } from '../../domain/vault/types'
import { useLanguage, useT } from '../i18n'
import { Field } from '../kit/Field'

type Props = {
  /** The input itself: its text is read once, at Confirm, and never kept in React state. */
  input: RefObject<HTMLInputElement>
  /** Whether anything is typed (a boolean is all the view keeps). */
  onFilled: (filled: boolean) => void
  /** i18n key of the worker's last refusal ('vault.wrongPassword'), if any. */
  error: TextKey | null
  onEnter: () => void
  /**
   * Why the worker asks (a new address above the limit, fees over the 24 h budget, a loan, collateral taken
   * out of a loan, or a debt it could not read); empty if it only said so at Confirm.
   */
  reasons: readonly PasswordReason[]
}

/**
 * The password the key worker asks for at Confirm when a transfer goes to an address this wallet never
 * confirmed and is worth more than the limit chosen in Settings, or when the plan's fees would take the day's
 * fees signed without it over the worker's budget, for every loan and for every withdrawal from Aave while a loan
 * is open there (or when the worker cannot tell); each reason is said. Checked in the
 * worker, never here.
 */
export function ReviewPassword({ input, onFilled, error, onEnter, reasons }: Props) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className="review-password" data-testid="review-password">
      {reasons.includes('newRecipient') && (
        <p className="warn" role="note">
          {t('review.password.why')}
        </p>
      )}
      {reasons.includes('fees') && (
        <p className="warn" role="note" data-testid="review-password-fees">
          {t('review.password.why.fees', { usd: formatUsd(language, FEE_BUDGET_USD) })}
        </p>
      )}
      {reasons.includes('borrow') && (
        <p className="warn" role="note" data-testid="review-password-borrow">
          {t('review.password.why.borrow')}
        </p>
      )}
      {reasons.includes('collateral') && (
        <p className="warn" role="note" data-testid="review-password-collateral">
          {t('review.password.why.collateral')}
        </p>
      )}
      {reasons.includes('collateralUnchecked') && (
        <p className="warn" role="note" data-testid="review-password-collateral">
          {t('review.password.why.collateralUnchecked')}
        </p>
      )}
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

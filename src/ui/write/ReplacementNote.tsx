import { formatAmount } from '../../domain/amounts'
import { networks } from '../../domain/catalogue/networks'
import type { SimulatedPlan } from '../../domain/write/types'
import { useLanguage, useT } from '../i18n'

/**
 * On the review of a speed-up or cancel: which pending transaction it replaces (its nonce), the new fee ceiling
 * per unit of gas beside the one it replaces, and that the original wins if it is mined first.
 */
export function ReplacementNote({ simulated }: { simulated: SimulatedPlan }) {
  const t = useT()
  const language = useLanguage()
  const { replaces } = simulated
  if (!replaces) return null
  const locale = language === 'es' ? 'es-AR' : 'en'
  const gwei = (wei: bigint) => formatAmount(wei, 9, { locale, decimals: 3, fixed: false })
  const symbol = networks[simulated.network].nativeSymbol
  return (
    <div className="review-replaces" data-testid="review-replaces">
      <p>
        <strong>{t(`replace.notice.${replaces.kind}`, { nonce: replaces.nonce, symbol })}</strong>
      </p>
      <p data-testid="review-replaces-fees">
        {t('replace.fees', {
          maxFee: gwei(simulated.fees.maxFeePerGas),
          oldMaxFee: gwei(replaces.fees.maxFeePerGas),
          tip: gwei(simulated.fees.maxPriorityFeePerGas),
          oldTip: gwei(replaces.fees.maxPriorityFeePerGas),
        })}
      </p>
      <p className="muted small">{t('replace.notice.late')}</p>
    </div>
  )
}

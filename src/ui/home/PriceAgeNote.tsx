import { useSelector } from '@xstate/react'
import { type PriceAge, priceAgeFacts } from '../../machines/home'
import { useT } from '../i18n'
import { usePortfolio } from './PortfolioProvider'

/**
 * How old home's on-chain prices are, under the line that names their source: the tokens whose feed stopped
 * (older than its heartbeat: the fixed reference value is shown instead), and the age of the oldest live feed
 * price once it is a minute old. Ages count to the chain's time of the read. Nothing for other sources.
 */
export function PriceAgeNote() {
  const t = useT()
  const data = useSelector(usePortfolio().prices, (s) => s.context.data)
  if (!data) return null
  const { stale, oldest } = priceAgeFacts(data)
  const ageText = (age: PriceAge) =>
    age.unit === 'days'
      ? t(`home.prices.age.days.${age.count === 1 ? 'one' : 'other'}`, { count: age.count })
      : t(`home.prices.age.${age.unit}`, { count: age.count })
  if (!stale && !oldest) return null
  return (
    <>
      {stale && (
        <p className="warn small" data-testid="price-stale">
          {t('home.prices.stale', { symbols: stale.symbols.join(', '), age: ageText(stale.age) })}
        </p>
      )}
      {oldest && (
        <p className="muted small" data-testid="price-age">
          {t('home.prices.aged', { age: ageText(oldest) })}
        </p>
      )}
    </>
  )
}

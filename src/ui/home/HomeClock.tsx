import { useSelector } from '@xstate/react'
import { formatDate, formatTime } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { usePortfolio } from './PortfolioProvider'

/** Home's clock (spec §4: every second), the date and the time in the user's language. */
export function HomeClock() {
  const t = useT()
  const language = useLanguage()
  const now = useSelector(usePortfolio().clock, (s) => s.context.now)
  const date = new Date(now)
  return (
    <p className="muted small home-clock" data-testid="home-clock">
      <span className="visually-hidden">{t('home.clock')} </span>
      <time dateTime={date.toISOString()}>
        {formatDate(language, date)} · {formatTime(language, date)}
      </time>
    </p>
  )
}

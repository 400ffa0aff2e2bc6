import { memo } from 'react'
import { tokens } from '../../domain/catalogue/tokens'
import { formatDate } from '../../domain/i18n/numbers'
import { latestActivity, lendingAssets } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Card } from '../kit/Card'
import { TokenLogo } from '../logos/Logo'
import type { LendingContext } from './LoansScreen'

/** Recent lending activity: the five latest entries of this address's history, newest first. */
export const LendingActivity = memo(function LendingActivity({
  history,
}: {
  history: LendingContext['history']
}) {
  const t = useT()
  const language = useLanguage()
  const entries = latestActivity(history)
  return (
    <Card aria-labelledby="loans-activity">
      <h2 id="loans-activity">{t('lending.activity.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted small">{t('lending.activity.empty')}</p>
      ) : (
        <ul className="loans-activity" data-testid="loans-activity">
          {entries.map((e) => (
            <li key={`${e.ts}-${e.hash ?? e.type}`}>
              <span className="loans-activity-what">
                <TokenLogo symbol={e.token} size="sm" />
                {t(`lending.activity.${e.type}`)}
              </span>
              <strong>
                <Amount
                  value={e.amount}
                  decimals={lendingAssets.includes(e.token) ? tokens[e.token].decimals : 18}
                  symbol={e.token}
                />
              </strong>
              <span className="muted small">{formatDate(language, new Date(e.ts))}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
})

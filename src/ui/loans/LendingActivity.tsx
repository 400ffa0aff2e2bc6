import { useSelector } from '@xstate/react'
import { tokens } from '../../domain/catalogue/tokens'
import { formatDate } from '../../domain/i18n/numbers'
import { latestActivity, lendingAssets } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { loansFormat } from './format'
import type { LendingActor } from './LoansScreen'

/** Recent lending activity: the five latest entries of this address's history, newest first. */
export function LendingActivity({ lending }: { lending: LendingActor }) {
  const t = useT()
  const language = useLanguage()
  const f = loansFormat(language)
  const history = useSelector(lending, (s) => s.context.history)
  const entries = latestActivity(history)
  return (
    <section className="card" aria-labelledby="loans-activity">
      <h2 id="loans-activity">{t('lending.activity.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted small">{t('lending.activity.empty')}</p>
      ) : (
        <ul className="loans-activity" data-testid="loans-activity">
          {entries.map((e) => (
            <li key={`${e.ts}-${e.hash ?? e.type}`}>
              <span>{t(`lending.activity.${e.type}`)}</span>
              <strong>
                {f.token(e.amount, lendingAssets.includes(e.token) ? tokens[e.token].decimals : 18)} {e.token}
              </strong>
              <span className="muted small">{formatDate(language, new Date(e.ts))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

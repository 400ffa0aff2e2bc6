import { protocols } from '../../domain/catalogue/protocols'
import { formatDate } from '../../domain/i18n/numbers'
import { vaultActivity } from '../../machines/vaultsPageRules'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { usePage } from './VaultsContext'

/** The first 5 vault transactions of the activity store, with hash prefix and date (spec 001 §2.1). */
export function RecentVaultActivity() {
  const t = useT()
  const language = useLanguage()
  const activity = usePage((s) => s.context.data?.activity)
  const entries = vaultActivity(activity ?? []).slice(0, 5)
  return (
    <Card aria-labelledby="vault-activity-title" data-testid="vault-activity">
      <h2 id="vault-activity-title">{t('vaults.activity')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('vaults.activity.empty')}</p>
      ) : (
        <ul className="vault-list">
          {entries.map((e) => (
            <li key={e.hash} className="row">
              <span>
                {t(`vaults.activity.kind.${e.intent.kind as 'supply'}`)}
                {'protocol' in e.intent &&
                  e.intent.protocol !== 'aaveLending' &&
                  ` · ${protocols[e.intent.protocol].name}`}
              </span>
              <span className="mono small">{e.hash.slice(0, 10)}</span>
              <span className="muted small">{formatDate(language, new Date(e.createdAt))}</span>
              {e.status === 'pending' && <span className="small">{t('vaults.activity.pending')}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

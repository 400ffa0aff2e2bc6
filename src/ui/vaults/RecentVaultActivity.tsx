import { formatDate } from '../../domain/i18n/numbers'
import { vaultActivityRows } from '../../machines/vaults'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { usePage } from './VaultsContext'

/**
 * The first 5 vault transactions of the activity store, with hash prefix and date (spec 001 §2.1), each named
 * by its own step: the approval before a deposit is an approval, the deposit one deposit.
 */
export function RecentVaultActivity() {
  const t = useT()
  const language = useLanguage()
  const activity = usePage((s) => s.context.data?.activity)
  const rows = vaultActivityRows(activity ?? []).slice(0, 5)
  return (
    <Card aria-labelledby="vault-activity-title" data-testid="vault-activity">
      <h2 id="vault-activity-title">{t('vaults.activity')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('vaults.activity.empty')}</p>
      ) : (
        <ul className="vault-list">
          {rows.map(({ entry: e, action, token, protocol }) => (
            <li key={e.hash} className="row">
              <span>
                {action === 'approve' || action === 'revoke'
                  ? t(`vaults.activity.${action}`, { token: token ?? t('activity.anyToken'), protocol })
                  : `${t(`vaults.activity.kind.${action}`)} · ${protocol}`}
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

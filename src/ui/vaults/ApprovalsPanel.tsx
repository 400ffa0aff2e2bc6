import { tokens } from '../../domain/catalogue/tokens'
import { isDollarSymbol } from '../../domain/format/tokenAmount'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import { Amount } from '../kit/Amount'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { textWithNodes } from '../textWithNodes'
import { ReviewPanel } from '../write/ReviewPanel'
import { usePage, useVaultsPage } from './VaultsContext'

/** "Aprobaciones": every allowance this wallet granted to a catalogue protocol, with Revoke through review. */
export function ApprovalsPanel() {
  const t = useT()
  const errorText = useErrorText()
  const page = useVaultsPage()
  const allowances = usePage((s) => s.context.data?.read.allowances)
  const revoking = usePage((s) => s.context.revoking)
  const revokePlan = usePage((s) => s.children.plan)
  const error = usePage((s) => s.context.revokeError)
  const hash = usePage((s) => s.context.revokeHash)
  const canRevoke = usePage((s) =>
    s.can({ type: 'allowance.revoke', allowance: s.context.data?.read.allowances[0] as never }),
  )
  const watchOnly = usePage((s) => s.context.watchOnly)
  const decimals = (key: string | null) => (key ? tokens[key as keyof typeof tokens].decimals : 18)
  return (
    <Card aria-labelledby="vault-approvals-title" data-testid="vault-approvals">
      <h2 id="vault-approvals-title">{t('vaults.approvals')}</h2>
      <p className="muted small">{t('vaults.approvals.intro')}</p>
      {revoking && revokePlan ? (
        <ReviewPanel plan={revokePlan} />
      ) : !allowances || allowances.length === 0 ? (
        <p className="muted">{t('vaults.approvals.empty')}</p>
      ) : (
        <ul className="vault-list">
          {allowances.map((a) => (
            <li key={`${a.token}-${a.spender}`} className="row vault-approval">
              <span>
                {textWithNodes(t('vaults.approvals.item'), {
                  amount: (
                    <Amount
                      value={a.amount}
                      decimals={decimals(a.tokenKey)}
                      stable={isDollarSymbol(a.symbol)}
                    />
                  ),
                  symbol: a.symbol,
                  name: a.name,
                })}
              </span>
              {!watchOnly && (
                <Button
                  disabled={!canRevoke}
                  onClick={() => page.send({ type: 'allowance.revoke', allowance: a })}
                >
                  {t('vaults.approvals.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {watchOnly && allowances && allowances.length > 0 && <WatchOnlyNote />}
      {error && (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      )}
      {hash && !revoking && (
        <p className="ok" role="status" data-testid="revoke-success">
          {t('vaults.approvals.revoked')} <span className="mono">{hash.slice(0, 10)}</span>
        </p>
      )}
    </Card>
  )
}

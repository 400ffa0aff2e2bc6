import { memo } from 'react'
import { BASE_DECIMALS, healthColour, lendingAlerts, lendingRiskScore } from '../../domain/lending'
import { usdValue } from '../../domain/pesos/usdValue'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { Held } from '../kit/Held'
import { Money } from '../kit/Money'
import { Ars } from '../pesos/Ars'
import { DollarQuoteNote } from '../pesos/DollarQuoteNote'
import { loansFormat } from './format'
import type { LendingData } from './LoansScreen'

/**
 * The four tiles of getUserAccountData (health factor to two decimals, truncated, shown even while balances are
 * hidden, as a rate is; the money also in pesos at the chosen dólar) and the §9 warnings.
 */
export const PositionTiles = memo(function PositionTiles({
  account,
}: {
  account: LendingData['account'] | null
}) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const tiles = [
    {
      id: 'health-factor',
      label: t('lending.tile.healthFactor'),
      value: account ? f.health(account.healthFactor) : '—',
      colour: account ? healthColour(account.healthFactor) : null,
    },
    {
      id: 'collateral',
      label: t('lending.tile.collateral'),
      value: account ? <Money>{f.usd(account.totalCollateralBase)}</Money> : '—',
      base: account?.totalCollateralBase,
    },
    {
      id: 'debt',
      label: t('lending.tile.debt'),
      value: account ? <Money>{f.usd(account.totalDebtBase)}</Money> : '—',
      base: account?.totalDebtBase,
    },
    {
      id: 'available',
      label: t('lending.tile.available'),
      value: account ? <Money>{f.usd(account.availableBorrowsBase)}</Money> : '—',
      base: account?.availableBorrowsBase,
    },
  ]
  const alerts =
    account && account.totalDebtBase > 0n
      ? lendingAlerts({
          healthFactor: account.healthFactor,
          score: lendingRiskScore({
            healthFactor: account.healthFactor,
            collateralBase: account.totalCollateralBase,
            debtBase: account.totalDebtBase,
          }),
        })
      : []
  return (
    <>
      <dl className="loans-tiles">
        {tiles.map((tile) => (
          <Card as="div" key={tile.id} className="loans-tile" data-testid={`tile-${tile.id}`}>
            <dt>{tile.label}</dt>
            <dd data-colour={'colour' in tile ? (tile.colour ?? undefined) : undefined}>{tile.value}</dd>
            {/* The pesos' line is there from the first frame: its coming pushed the tiles below down. */}
            {'base' in tile && (
              <dd className="loans-ars">
                <Held samples={['\u00a0']}>
                  {tile.base !== undefined && (
                    <Ars usd={usdValue(tile.base, BASE_DECIMALS, 1)} data-testid={`tile-${tile.id}-ars`} />
                  )}
                </Held>
              </dd>
            )}
          </Card>
        ))}
      </dl>
      <DollarQuoteNote />
      {alerts.map((alert) => (
        <p
          key={alert.id}
          className={alert.type === 'critical' ? 'error' : 'warn'}
          role="alert"
          data-testid={`loans-alert-${alert.id}`}
        >
          {t(`lending.alert.${alert.id}`)}
        </p>
      ))}
    </>
  )
})

import { useSelector } from '@xstate/react'
import { lendingAssets } from '../../domain/lending'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { TokenLogo } from '../logos/Logo'
import { loansFormat } from './format'
import type { LendingActor } from './LoansScreen'

/** Live market rates per asset: borrow, supply, utilization (debt / liquidity) and the Aave oracle price. */
export function MarketRates({ lending }: { lending: LendingActor }) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const reserves = useSelector(lending, (s) => s.context.data?.reserves ?? null)
  const fallback = reserves ? lendingAssets.some((a) => !reserves[a].ratesFromChain) : false
  return (
    <Card aria-labelledby="loans-rates">
      <h2 id="loans-rates">{t('lending.rates.title')}</h2>
      {fallback && <p className="muted small">{t('lending.rates.fallback')}</p>}
      <ul className="loans-rates" data-testid="loans-rates">
        {lendingAssets.map((a) => {
          const r = reserves?.[a]
          return (
            <li key={a} data-testid={`rate-${a}`}>
              <span className="loans-rate-name">
                <TokenLogo symbol={a} size="sm" />
                <strong>{a}</strong>
              </span>
              <span className="loans-price">{r ? f.usd(r.priceBase) : '—'}</span>
              <dl className="loans-rate-figures small">
                <div>
                  <dt>{t('lending.rates.borrow')}</dt>
                  <dd>{r ? f.percent(f.rate(r.borrowRate)) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('lending.rates.supply')}</dt>
                  <dd>{r ? f.percent(f.rate(r.supplyRate)) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('lending.rates.utilization')}</dt>
                  <dd>{r ? f.percent(f.bps(r.utilizationBps)) : '—'}</dd>
                </div>
              </dl>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}

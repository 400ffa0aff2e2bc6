import { useSelector } from '@xstate/react'
import { memo } from 'react'
import { lendingAssets } from '../../domain/lending'
import { usePortfolio } from '../home/PortfolioProvider'
import { useLanguage, useT } from '../i18n'
import { Card } from '../kit/Card'
import { TokenLogo } from '../logos/Logo'
import { PesosHelp } from '../pesos/PesosHelp'
import { RealYieldInputs } from '../pesos/RealYieldInputs'
import { loansFormat } from './format'
import { RealInPesos, TeaRate } from './LoanRate'
import type { LendingData } from './LoansScreen'

/**
 * Live market rates per asset: borrow and supply as TEA (with Aave's nominal rate beside), for the dollar
 * stablecoins their real cost or yield in pesos, utilization (debt / liquidity) and the Aave oracle price;
 * then, once, what the peso figures counted and how.
 */
export const MarketRates = memo(function MarketRates({
  reserves,
}: {
  reserves: LendingData['reserves'] | null
}) {
  const t = useT()
  const f = loansFormat(useLanguage())
  const inflation = useSelector(usePortfolio().inflation, (s) => s.context.data)
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
                <div data-testid="rate-borrow">
                  <dt>{t('lending.rates.borrow')}</dt>
                  <dd>{r ? <TeaRate rate={r.borrowRate} stacked /> : '—'}</dd>
                  {r && (
                    <dd className="loans-rate-real">
                      <RealInPesos asset={a} rate={r.borrowRate} side="borrow" data-testid="real-cost" />
                    </dd>
                  )}
                </div>
                <div data-testid="rate-supply">
                  <dt>{t('lending.rates.supply')}</dt>
                  <dd>{r ? <TeaRate rate={r.supplyRate} stacked /> : '—'}</dd>
                  {r && (
                    <dd className="loans-rate-real">
                      <RealInPesos asset={a} rate={r.supplyRate} side="supply" data-testid="real-yield" />
                    </dd>
                  )}
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
      <div className="loans-pesos" data-testid="loans-pesos">
        <p className="muted small">{t('lendingPesos.stablesOnly')}</p>
        <RealYieldInputs inflation={inflation} explainMissing />
        <PesosHelp>
          <p>{t('lendingPesos.help.borrow')}</p>
        </PesosHelp>
      </div>
    </Card>
  )
})

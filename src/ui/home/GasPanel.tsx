import { useSelector } from '@xstate/react'
import { formatAmount } from '../../domain/amounts/formatAmount'
import { networks } from '../../domain/catalogue/networks'
import { useT } from '../i18n'
import { useLocale } from './format'
import { usePortfolio } from './PortfolioProvider'

/** Gas levels of the selected network in gwei, and where they came from. */
export function GasPanel() {
  const t = useT()
  const locale = useLocale()
  const { gas, networkSwitch } = usePortfolio()
  const network = useSelector(networkSwitch, (s) => s.context.network)
  const data = useSelector(gas, (s) => s.context.data)
  const gwei = (wei: bigint) => `${formatAmount(wei, 9, { locale, decimals: 2, fixed: false })} gwei`
  return (
    <section className="card" aria-labelledby="gas-title" data-testid="gas-panel">
      <h2 id="gas-title">{t('home.gas', { network: networks[network].name })}</h2>
      {data ? (
        <>
          <dl className="figures">
            {(['slow', 'standard', 'fast'] as const).map((level) => (
              <div key={level}>
                <dt>{t(`home.gas.${level}`)}</dt>
                <dd className="mono">{gwei(data[level])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('home.gas.base')}</dt>
              <dd className="mono">{gwei(data.baseFee)}</dd>
            </div>
          </dl>
          <p className="muted small">{t(`home.gas.${data.source}`)}</p>
        </>
      ) : (
        <p className="muted">{t('loading')}</p>
      )}
    </section>
  )
}

import { portfolioApy, portfolioRealYield } from '../../machines/vaultsPageRules'
import { useT } from '../i18n'
import { Card } from '../kit/Card'
import { PesosHelp } from '../pesos/PesosHelp'
import { missingRealYield, RealYieldInputs } from '../pesos/RealYieldInputs'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { usePage, usePercent } from './VaultsContext'

/**
 * Real yield two ways, of the portfolio's TEA (its positions' APYs, or the cards' average): after inflation
 * in dollars, and in pesos at the dólar chosen in Settings, with what was counted and the formula in words.
 */
export function RealYieldNote() {
  const t = useT()
  const percent = usePercent()
  const data = usePage((s) => s.context.data)
  const { casa } = usePesoQuote()
  const apy = data ? portfolioApy(data.rates, data.read.positions) : null
  const pesos = usePesoRealYield(apy, data?.inflation ?? null)
  if (!data) return null
  const usd = portfolioRealYield(apy, data.inflation.rate)
  return (
    <Card className="vaults-real" aria-labelledby="real-yield-title" data-testid="real-yield">
      <h2 id="real-yield-title">{t('vaults.realYield.title')}</h2>
      <p>
        <strong>{t('vaults.realYield.usdValue', { value: percent(usd) })}</strong>
        <br />
        <span className="muted small">{t('vaults.realYield.usd')}</span>
      </p>
      <p data-testid="real-yield-pesos">
        <strong>
          {pesos.status === 'ready'
            ? t('pesos.realYield.value', { value: percent(pesos.value) })
            : (missingRealYield(t, casa, pesos) ?? t('loading'))}
        </strong>
      </p>
      <RealYieldInputs inflation={data.inflation} />
      <PesosHelp />
    </Card>
  )
}

import { useSelector } from '@xstate/react'
import { yieldRates } from '../../domain/health/estimates'
import { formatPercent } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { PesosHelp } from '../pesos/PesosHelp'
import { missingRealYield, RealYieldInputs } from '../pesos/RealYieldInputs'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { usePortfolio } from './PortfolioProvider'

/**
 * Home's estimate in Argentine terms: the stablecoins' 8 % as a TEA (an effective yearly rate already) and
 * what it is in pesos once the chosen dólar's 12-month rise and 12-month inflation are counted, with what was
 * counted and the formula in words.
 */
export function RealYieldPesos() {
  const t = useT()
  const language = useLanguage()
  const { casa } = usePesoQuote()
  const inflation = useSelector(usePortfolio().inflation, (s) => s.context.data)
  const real = usePesoRealYield(yieldRates.stablecoin, inflation ?? null)
  const percent = (fraction: number, digits = 1) => formatPercent(language, fraction * 100, digits)
  return (
    <>
      <h2>{t('pesos.realYield')}</h2>
      <p data-testid="real-yield-pesos">
        {real.status === 'ready'
          ? t('pesos.realYield.stables', {
              tea: percent(yieldRates.stablecoin, 0),
              value: percent(real.value),
            })
          : (missingRealYield(t, casa, real) ?? t('loading'))}
      </p>
      <RealYieldInputs inflation={inflation} />
      <PesosHelp />
    </>
  )
}

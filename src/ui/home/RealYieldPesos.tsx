import { useSelector } from '@xstate/react'
import { yieldRates } from '../../domain/health/estimates'
import { useT } from '../i18n'
import { PesosHelp } from '../pesos/PesosHelp'
import { missingRealYield, RealYieldInputs } from '../pesos/RealYieldInputs'
import { usePesoQuote } from '../pesos/usePesoQuote'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { useRealYieldText } from '../pesos/useRealYieldText'
import { usePortfolio } from './PortfolioProvider'

/**
 * Home's estimate in Argentine terms: the stablecoins' 8 % as a TEA (an effective yearly rate already) and
 * what it is in pesos once the chosen dólar's 12-month rise and 12-month inflation are counted, with what was
 * counted and the formula in words. Named for what it is, an assumption ("si rindieran 8 % TEA"), so it is
 * never read as the vaults' page's real yield of the deposits, a different rate.
 */
export function RealYieldPesos() {
  const t = useT()
  const { casa } = usePesoQuote()
  const inflation = useSelector(usePortfolio().inflation, (s) => s.context.data)
  const real = usePesoRealYield(yieldRates.stablecoin, inflation ?? null)
  const say = useRealYieldText()
  return (
    <>
      <h2>{t('pesos.realYield')}</h2>
      <p data-testid="real-yield-pesos">
        {real.status === 'ready'
          ? say('homeEstimate', yieldRates.stablecoin, real)
          : (missingRealYield(t, casa, real) ?? t('loading'))}
      </p>
      <RealYieldInputs inflation={inflation} />
      <PesosHelp />
    </>
  )
}

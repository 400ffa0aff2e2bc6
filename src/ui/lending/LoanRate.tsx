import { useSelector } from '@xstate/react'
import { tokens } from '../../domain/catalogue/tokens'
import type { LendingAsset } from '../../domain/lending'
import { aaveTea } from '../../domain/vaults/apy'
import { usePortfolio } from '../home/PortfolioProvider'
import { useLanguage, useT } from '../i18n'
import { usePesoRealYield } from '../pesos/usePesoRealYield'
import { loansFormat } from './format'

/**
 * One of Aave's yearly rates as Argentine banks quote it: the TEA (compounded every second, as Aave does)
 * and, beside it, the nominal rate Aave reports (TNA in Spanish, APR in English). `stacked` puts them on two
 * lines, for the narrow asset buttons.
 */
export function TeaRate({ rate, stacked = false }: { rate: bigint; stacked?: boolean }) {
  const t = useT()
  const f = loansFormat(useLanguage())
  return (
    <>
      <span data-testid="tea">{t('lendingPesos.tea', { rate: f.fraction(aaveTea(rate)) })}</span>
      {stacked ? <br /> : ' · '}
      <span className="muted" data-testid="tna">
        {t('lendingPesos.tna', { rate: f.percent(f.rate(rate)) })}
      </span>
    </>
  )
}

/**
 * What a dollar stablecoin's rate is in pesos, with the same formula, dollar and inflation as the vault cards
 * and home: a deposit's real yield, or a loan's real cost ((1 + TEA) × (1 + the dollar's 12-month rise) ÷
 * (1 + 12-month inflation) − 1), as a percentage in the reader's language. Null for WETH, WBTC or LINK (their
 * price moves too), and until the rate, the quote and the inflation are in.
 */
export function useRealInPesos(asset: LendingAsset, rate: bigint | null): string | null {
  const language = useLanguage()
  const inflation = useSelector(usePortfolio().inflation, (s) => s.context.data ?? null)
  const real = usePesoRealYield(rate === null ? null : aaveTea(rate), inflation)
  if (tokens[asset].category !== 'stablecoin' || real.status !== 'ready') return null
  return loansFormat(language).fraction(real.value, 1)
}

/** {@link useRealInPesos} said in words: "Real en pesos: −1,6 %", "Costo real en pesos: −4,7 %". */
export function RealInPesos({
  asset,
  rate,
  side,
  ...rest
}: {
  asset: LendingAsset
  rate: bigint
  side: 'supply' | 'borrow'
  'data-testid'?: string
}) {
  const t = useT()
  const value = useRealInPesos(asset, rate)
  if (value === null) return null
  return (
    <span className="loans-real" {...rest}>
      {t(side === 'borrow' ? 'lendingPesos.realCost' : 'lendingPesos.realYield', { value })}
    </span>
  )
}

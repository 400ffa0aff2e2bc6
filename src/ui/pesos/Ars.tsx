import type { ComponentProps } from 'react'
import { formatArs } from '../../domain/pesos/formatArs'
import { usdToArs } from '../../domain/pesos/usdToArs'
import { useLanguage, useT } from '../i18n'
import { Money } from '../kit/Money'
import { usePesoQuote } from './usePesoQuote'

/**
 * A dollar figure in pesos at the chosen dólar (`$ 1.234,56`, `ARS 1,234.56`), derived here and never
 * stored, hidden with the other amounts; nothing at all while there is no quote of that dollar (the screen's
 * quote note says why).
 */
export function Ars({ usd, ...rest }: { usd: number } & ComponentProps<'span'>) {
  const t = useT()
  const language = useLanguage()
  const { view } = usePesoQuote()
  if (view.status !== 'ready' || !Number.isFinite(usd)) return null
  return (
    <Money title={t('pesos.inPesos')} {...rest}>
      {formatArs(language, usdToArs(usd, view.quote.sell))}
    </Money>
  )
}

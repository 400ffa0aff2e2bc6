import { type RealYieldOf, realYieldFigure } from '../../domain/pesos/realYieldFigure'
import { useLanguage, useT } from '../i18n'
import type { PesoRealYield } from './usePesoRealYield'

/**
 * Says a real yield in pesos by what it is of (home's assumed 8 %, the deposits, the vaults' average, one
 * vault), with its TEA, its period and the inflation it counted: one name per fact, the same words wherever
 * the same figure is shown.
 */
export function useRealYieldText(): (
  of: RealYieldOf,
  tea: number,
  real: Extract<PesoRealYield, { status: 'ready' }>,
  digits?: number,
) => string {
  const t = useT()
  const language = useLanguage()
  return (of, tea, real, digits) => {
    const f = realYieldFigure(language, {
      of,
      tea,
      value: real.value,
      move: real.move,
      inflation: real.inflation,
      ...(digits === undefined ? {} : { digits }),
    })
    return t(f.key, { ...f.values, period: t(f.period.key, f.period.values) })
  }
}

import { formatMonth } from '../../domain/i18n/numbers'
import type { InflationFigure } from '../../domain/inflation/inflationFigure'
import { useLanguage, useT } from '../i18n'

/**
 * The line under an inflation figure, wherever one is shown (home, the vaults page): where it came from and
 * the date it refers to — ArgentinaDatos' month, the World Bank's year — or that it is the spec's fixed
 * figure, because no source answered or because the user chose it (`chosen`).
 */
export function useInflationSource(): (figure: InflationFigure, options?: { chosen?: boolean }) => string {
  const t = useT()
  const language = useLanguage()
  return (figure, options = {}) => {
    switch (figure.source) {
      case 'argentinaDatos':
        return t('inflation.source.argentinaDatos', { month: formatMonth(language, figure.date) })
      case 'worldBank':
        return t('inflation.source.worldBank', { year: figure.date })
      case 'spec':
        return t(options.chosen ? 'inflation.source.chosen' : 'inflation.source.spec')
    }
  }
}

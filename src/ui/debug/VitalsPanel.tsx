import { useEffect, useSyncExternalStore } from 'react'
import type { Language } from '../../domain/i18n'
import { formatNumber } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { startWebVitals, type Vital, vitalNames, webVitalsStore } from './webVitals'

/** Milliseconds as a whole number, CLS with three decimals (it is a score, not a time), as the language writes them. */
function formatVital(language: Language, vital: Vital): string {
  return vital.name === 'CLS'
    ? formatNumber(language, vital.value, 3)
    : `${formatNumber(language, Math.round(vital.value), 0)} ms`
}

/** Debug mode's web vitals of this page: CLS, INP, LCP, FCP and TTFB as this browser measured them. */
export function VitalsPanel() {
  const t = useT()
  const language = useLanguage()
  useEffect(startWebVitals, [])
  const vitals = useSyncExternalStore(webVitalsStore.subscribe, webVitalsStore.getSnapshot)
  return (
    <section aria-labelledby="vitals-heading" data-testid="vitals-panel">
      <h3 id="vitals-heading">{t('debug.vitals')}</h3>
      <dl className="vitals">
        {vitalNames.map((name) => {
          const vital = vitals[name]
          return (
            <div key={name} data-testid={`vital-${name.toLowerCase()}`}>
              <dt>{name}</dt>
              <dd>
                {vital
                  ? `${formatVital(language, vital)} · ${t(`debug.vitals.${vital.rating}`)}`
                  : t('debug.vitals.waiting')}
              </dd>
            </div>
          )
        })}
      </dl>
      <p className="small muted">{t('debug.vitals.note')}</p>
    </section>
  )
}

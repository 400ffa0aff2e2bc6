import type { MetricType } from 'web-vitals'

/** The five page-load and responsiveness figures the debug panel shows. */
export const vitalNames = ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'] as const
export type VitalName = (typeof vitalNames)[number]
/** One figure as web-vitals last reported it: milliseconds, or a unitless score for CLS. */
export type Vital = { name: VitalName; value: number; rating: MetricType['rating'] }

const listeners = new Set<() => void>()
let vitals: Partial<Record<VitalName, Vital>> = {}
let started = false

function report(metric: MetricType) {
  vitals = { ...vitals, [metric.name]: { name: metric.name, value: metric.value, rating: metric.rating } }
  for (const listener of listeners) listener()
}

/**
 * Loads web-vitals (its own chunk: only debug mode asks for it, never the first screen) and follows every
 * figure as it changes. The figures stay on this device, in the debug panel: nothing is sent anywhere.
 * The browser keeps the page's paint, shift and input entries, so figures from before the panel opened
 * arrive too.
 */
export function startWebVitals(): void {
  if (started) return
  started = true
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const options = { reportAllChanges: true }
    onLCP(report, options)
    onFCP(report, options)
    onTTFB(report, options)
    onCLS(report, options)
    onINP(report, options)
  })
}

/** For the panel: the figures so far, a new object whenever one changes. */
export const webVitalsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  getSnapshot: () => vitals,
}

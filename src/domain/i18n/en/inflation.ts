import type { inflation as es } from '../es/inflation'

export const inflation: Record<keyof typeof es, string> = {
  'inflation.loading': 'Looking up inflation…',
  'inflation.source.argentinaDatos': 'Source: ArgentinaDatos (INDEC), year-on-year change to {month}.',
  'inflation.short.worldBank': 'World Bank, {year} average',
  'inflation.source.worldBank': 'Source: World Bank, {year} yearly average (ArgentinaDatos did not answer).',
  'inflation.source.spec':
    'Fixed reference figure: neither ArgentinaDatos nor the World Bank answered. Asking again in a few minutes.',
  'inflation.source.chosen': 'Fixed reference value, chosen in Settings.',
}

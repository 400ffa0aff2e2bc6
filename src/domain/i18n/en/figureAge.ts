import type { figureAge as es, exportQuoteAge as esExport } from '../es/figureAge'

/** How old an outside figure is, beside a quote or an inflation figure older than its source's normal update. */
export const figureAge: Record<keyof typeof es, string> = {
  'age.days.one': 'Figure from 1 day ago: the latest the source published.',
  'age.days.other': 'Figure from {count} days ago: the latest the source published.',
  'age.months.one': 'Figure from 1 month ago: the latest the source published.',
  'age.months.other': 'Figure from {count} months ago: the latest the source published.',
  'age.short.months.one': 'figure from 1 month ago',
  'age.short.months.other': 'figure from {count} months ago',
}

/** A quote taken from an earlier day than the one the file values (no quote that day). */
export const exportQuoteAge: Record<keyof typeof esExport, string> = {
  'export.quote.earlier': '{kind} dollar of {date} (ArgentinaDatos), the latest before {day}',
}

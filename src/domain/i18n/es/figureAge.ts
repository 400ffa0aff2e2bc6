/**
 * How old an outside figure is (issue 44): said beside a dollar quote or an inflation figure older than its
 * source's normal update, in days for quotes and months for inflation.
 */
export const figureAge = {
  'age.days.one': 'Dato de hace 1 día: es el último que publicó la fuente.',
  'age.days.other': 'Dato de hace {count} días: es el último que publicó la fuente.',
  'age.months.one': 'Dato de hace 1 mes: es el último que publicó la fuente.',
  'age.months.other': 'Dato de hace {count} meses: es el último que publicó la fuente.',
  'age.short.months.one': 'dato de hace 1 mes',
  'age.short.months.other': 'dato de hace {count} meses',
}

/** The files' words for a quote taken from an earlier day than the one they value (no quote that day). */
export const exportQuoteAge = {
  'export.quote.earlier': 'Dólar {kind} del {date} (ArgentinaDatos), el último anterior al {day}',
}

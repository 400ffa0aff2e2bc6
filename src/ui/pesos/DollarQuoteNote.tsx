import type { ComponentProps } from 'react'
import type { Language } from '../../domain/i18n'
import { formatDate, localeOf } from '../../domain/i18n/numbers'
import { formatArs } from '../../domain/pesos/formatArs'
import { FigureAge } from '../freshness/FigureAge'
import { useQuoteAge } from '../freshness/useFigureAge'
import { useLanguage, useT } from '../i18n'
import { Held } from '../kit/Held'
import { usePesoQuote } from './usePesoQuote'

/** A day of ArgentinaDatos (`YYYY-MM-DD`, no time) as that calendar day, wherever the device is. */
export const quoteDay = (date: string) => new Date(`${date}T12:00:00`)

/** A time of day, hours and minutes, 24 h: when the quote was read. */
const clock = (language: Language, ms: number) =>
  new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms))

/**
 * Once per screen: the dólar the peso figures use, its price, source and date, and when this device read it
 * ("Dólar MEP: $ 1.468,00 (venta) · ArgentinaDatos, 30/09/2025 · consultado a las 14:05"), and beside it, once
 * the quote is more than a day old, how old ("Dato de hace 433 días: es el último que publicó la fuente."); or,
 * with no quote, that the peso figures are hidden and why.
 */
export function DollarQuoteNote(props: ComponentProps<'p'>) {
  const t = useT()
  const language = useLanguage()
  const { casa, view } = usePesoQuote()
  const quoteAge = useQuoteAge()
  const dollar = t(`pesos.dollar.${casa}`)
  // The room of a ready note from the first frame, on every screen that shows it: while the quote is read
  // it is one line, then three or four on a phone, and whatever lay below it moved down (issue 44).
  return (
    <Held samples={[<DollarQuoteSample key="quote" />]}>
      <p className="muted small" {...props}>
        <span data-testid="dollar-quote" data-status={view.status}>
          {view.status === 'ready'
            ? t('pesos.quote', {
                dollar,
                price: formatArs(language, view.quote.sell),
                source: view.quote.source,
                date: formatDate(language, quoteDay(view.quote.date)),
                time: clock(language, view.quote.fetchedAt),
              })
            : view.status === 'loading'
              ? t('pesos.quote.loading')
              : t('pesos.quote.unavailable', { dollar: t(`pesos.name.${casa}`) })}
        </span>
        {view.status === 'ready' && <FigureAge text={quoteAge(view.quote.date)} ownLine />}
      </p>
    </Held>
  )
}

/**
 * The note as wide as a ready one can be, the room {@link DollarQuoteNote} keeps while the quote is read: the chosen
 * dólar's sentence with figures of the widest digits, and an age of three digits on its own line (a quote
 * older than a day says so; the devnet's is over a year old). Never seen nor read.
 */
function DollarQuoteSample() {
  const t = useT()
  const language = useLanguage()
  const { casa } = usePesoQuote()
  return (
    <p className="muted small">
      {t('pesos.quote', {
        dollar: t(`pesos.dollar.${casa}`),
        price: formatArs(language, 8888.88),
        source: 'ArgentinaDatos',
        date: formatDate(language, quoteDay('2028-08-28')),
        time: '88:88',
      })}
      <FigureAge text={t('age.days.other', { count: 888 })} ownLine />
    </p>
  )
}

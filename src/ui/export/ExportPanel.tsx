import { useSelector } from '@xstate/react'
import { Download, FileSpreadsheet } from 'lucide-react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import { holdingsQuoteText, localDay } from '../../domain/export'
import type { Language } from '../../domain/i18n'
import { formatDate, formatUsd, localeOf } from '../../domain/i18n/numbers'
import type { ExportResult, liveExportMachine } from '../../machines/export'
import { useErrorText } from '../errorText'
import { useLanguage, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { Money } from '../kit/Money'
import { textWithNodes } from '../textWithNodes'
import './export.css'

type ExportActor = ActorRefFrom<typeof liveExportMachine>
/** The export flow the views below render: the route's ExportFlow (src/routes/-export) mounts and provides it. */
export const ExportContext = createContext<ExportActor | null>(null)

function useExport(): ExportActor {
  const actor = useContext(ExportContext)
  if (!actor) throw new Error('useExport outside ExportFlow')
  return actor
}

const day = (language: Language, iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return formatDate(language, new Date(y, m - 1, d))
}
const pesos = (language: Language, value: number) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'ARS' }).format(value)
const names = (ids: readonly NetworkId[]) => ids.map((id) => networks[id].name).join(', ')

/** "Exportar movimientos (CSV)": the button and what became of the last export. */
export function ExportActivityButton() {
  const t = useT()
  const language = useLanguage()
  const actor = useExport()
  const busy = useSelector(actor, (s) => s.hasTag('busy') && s.context.request?.kind === 'activity')
  const can = useSelector(actor, (s) => s.can({ type: 'activity.export', language }))
  return (
    <div className="export-action">
      <Button
        icon={<FileSpreadsheet />}
        loading={busy}
        disabled={!can}
        onClick={() => actor.send({ type: 'activity.export', language })}
      >
        {t('export.activity.button')}
      </Button>
      <ExportStatus kind="activity" />
    </div>
  )
}

/** What the last export of `kind` did: preparing, the file and its warnings, or why it failed. */
function ExportStatus({ kind }: { kind: ExportResult['kind'] }) {
  const t = useT()
  const language = useLanguage()
  const errorText = useErrorText()
  const actor = useExport()
  const mine = useSelector(actor, (s) => s.context.request?.kind === kind)
  const preparing = useSelector(actor, (s) => s.matches('preparing'))
  const result = useSelector(actor, (s) => s.context.result)
  const error = useSelector(actor, (s) => s.context.error)
  const dollar = useSelector(actor, (s) => s.context.dollar)
  const ready = useSelector(actor, (s) => s.matches('ready'))
  if (!mine) return null
  const dollarName = t(`export.dollar.${dollar}`)
  return (
    <div className="export-status" role="status" data-testid={`export-status-${kind}`}>
      {preparing ? <p className="muted small">{t('export.preparing')}</p> : null}
      {error ? (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {result?.kind === 'activity' && kind === 'activity' ? (
        <>
          <p className="ok small">
            {t('export.activity.ready', { count: result.count, file: result.file.name })}
          </p>
          <Warnings
            lines={[
              result.failed.length ? t('export.warn.failed', { networks: names(result.failed) }) : null,
              result.incomplete.length
                ? t('export.warn.incomplete', { networks: names(result.incomplete) })
                : null,
              result.quoted ? null : t('export.warn.noQuote', { dollar: dollarName }),
              result.unpriced.length
                ? t('export.warn.unpriced', { symbols: result.unpriced.join(', ') })
                : null,
            ]}
          />
        </>
      ) : null}
      {result?.kind === 'holdings' && kind === 'holdings' ? (
        <>
          <p className="ok small">
            {t('export.holdings.ready', { date: day(language, result.day), file: result.file.name })}
          </p>
          <p data-testid="holdings-total">
            {result.held === 0
              ? t('export.holdings.empty', { date: day(language, result.day) })
              : textWithNodes(t('export.holdings.total'), {
                  date: day(language, result.day),
                  usd: <Money>{formatUsd(language, result.usd)}</Money>,
                  ars: result.ars === null ? '—' : <Money>{pesos(language, result.ars)}</Money>,
                })}
          </p>
          <p className="muted small" data-testid="holdings-quote">
            {t('export.holdings.quote', {
              quote: `${holdingsQuoteText(language, dollar, result.quote, result.day)}${result.quote ? ` · ${pesos(language, result.quote.sell)}` : ''}`,
            })}
          </p>
          <Warnings
            lines={[
              result.quote ? null : t('export.warn.noQuote', { dollar: dollarName }),
              result.unpriced.length
                ? t('export.warn.unpriced', { symbols: result.unpriced.join(', ') })
                : null,
              result.unread.length ? t('export.warn.unread', { protocols: result.unread.join(', ') }) : null,
            ]}
          />
        </>
      ) : null}
      {ready && result?.kind === kind ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<Download />}
          onClick={() => actor.send({ type: 'export.save' })}
        >
          {t('export.again')}
        </Button>
      ) : null}
    </div>
  )
}

function Warnings({ lines }: { lines: (string | null)[] }) {
  const shown = lines.filter((l): l is string => l !== null)
  if (shown.length === 0) return null
  return (
    <ul className="export-warnings small">
      {shown.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

/** "Resumen de tenencias": the date (31 December of last year by default), the button and the result. */
export function HoldingsSummary() {
  const t = useT()
  const language = useLanguage()
  const errorText = useErrorText()
  const actor = useExport()
  const date = useSelector(actor, (s) => s.context.holdingsDate)
  // "Today" as the machine's clock says, the same day its guard refuses the next one by.
  const today = useSelector(actor, (s) => localDay(s.context.now))
  const dateError = useSelector(actor, (s) => s.context.dateError)
  const busy = useSelector(actor, (s) => s.hasTag('busy') && s.context.request?.kind === 'holdings')
  const can = useSelector(actor, (s) => s.can({ type: 'holdings.export', language }))
  return (
    <div className="export-holdings">
      <h3>{t('export.holdings.title')}</h3>
      <Field
        label={t('export.holdings.date')}
        type="date"
        value={date}
        max={today}
        hint={t('export.holdings.hint')}
        error={dateError ? errorText(dateError) : undefined}
        onChange={(e) => actor.send({ type: 'holdings.date.change', date: e.currentTarget.value })}
      />
      <Button
        icon={<Download />}
        loading={busy}
        disabled={!can}
        onClick={() => actor.send({ type: 'holdings.export', language })}
      >
        {t('export.holdings.button')}
      </Button>
      <ExportStatus kind="holdings" />
    </div>
  )
}

/** /wallet's card: what the files are for, the activity export and the holdings summary. */
export function ExportCard() {
  const t = useT()
  const actor = useExport()
  const dollar = useSelector(actor, (s) => s.context.dollar)
  const dollarName = t(`export.dollar.${dollar}`)
  return (
    <section className="card export-card" aria-labelledby="export-title">
      <h2 id="export-title">{t('export.title')}</h2>
      <p className="muted small">{t('export.intro', { dollar: dollarName })}</p>
      <p className="small">{t('export.activity.hint', { dollar: dollarName })}</p>
      <ExportActivityButton />
      <HoldingsSummary />
    </section>
  )
}

import { useSelector } from '@xstate/react'
import { dateTimeFormat } from '../../domain/i18n/intlFormats'
import { localeOf } from '../../domain/i18n/numbers'
import { useLanguage, useT } from '../i18n'
import { usePortfolio } from './PortfolioProvider'
import './refresh.css'

/** A refresh button's state: busy while the balances are read again (the refresh machine's `busy` tag). */
export function useRefresh(): { busy: boolean; request: () => void } {
  const { refresh } = usePortfolio()
  const busy = useSelector(refresh, (s) => s.hasTag('busy'))
  return { busy, request: () => refresh.send({ type: 'refresh.request' }) }
}

/**
 * What a refresh button says beside it: "Actualizando…" while it works, then "Actualizado a las 14:05" (the
 * clock actor's time when it ended, kept by the refresh machine), and nothing before the first refresh.
 */
export function RefreshStatus({ id }: { id: string }) {
  const t = useT()
  const language = useLanguage()
  const { refresh } = usePortfolio()
  const busy = useSelector(refresh, (s) => s.hasTag('busy'))
  const doneAt = useSelector(refresh, (s) => (s.matches('done') ? s.context.doneAt : null))
  const time = (at: number) =>
    dateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(at),
    )
  return (
    <span id={id} className="muted small refresh-status" role="status" data-testid="refresh-status">
      {busy ? t('home.refresh.busy') : doneAt !== null ? t('home.refresh.done', { time: time(doneAt) }) : ''}
    </span>
  )
}

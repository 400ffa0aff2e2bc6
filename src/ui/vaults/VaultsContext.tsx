import { useSelector } from '@xstate/react'
import { createContext, useContext, useMemo } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { numberFormat } from '../../domain/i18n/intlFormats'
import { pageTea, type vaultsPageMachine } from '../../machines/vaults'
import { useLanguage } from '../i18n'

export type VaultsPageActor = ActorRefFrom<typeof vaultsPageMachine>

export const VaultsContext = createContext<VaultsPageActor | null>(null)

/** The page machine mounted by /inflation. */
export function useVaultsPage(): VaultsPageActor {
  const page = useContext(VaultsContext)
  if (!page) throw new Error('useVaultsPage outside the vaults page')
  return page
}

/** A narrow read of the page machine. */
export function usePage<T>(selector: (s: SnapshotFrom<typeof vaultsPageMachine>) => T): T {
  return useSelector(useVaultsPage(), selector)
}

/**
 * The page's one TEA for its real yield (the tiles, the note, the alerts): the deposits', or the average of the
 * cards on screen. Read from the three facts it depends on, so a view redraws when one of them changes, not on
 * every snapshot of the page.
 */
export function usePageTea(): ReturnType<typeof pageTea> {
  const data = usePage((s) => s.context.data)
  const strategy = usePage((s) => s.context.strategy)
  const risk = usePage((s) => s.context.risk)
  return useMemo(() => pageTea({ data, strategy, risk }), [data, strategy, risk])
}

/** Percent of a fraction in the current language (0.0421 → 4,21 %), with formats made once and kept. */
export function usePercent(): (fraction: number | null | undefined, digits?: number) => string {
  const language = useLanguage()
  return (fraction, digits = 2) =>
    fraction == null || !Number.isFinite(fraction)
      ? '—'
      : numberFormat(language === 'es' ? 'es-AR' : 'en-US', {
          style: 'percent',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(fraction)
}

import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { numberFormat } from '../../domain/i18n/intlFormats'
import type { vaultsPageMachine } from '../../machines/vaults'
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

import { useActorRef } from '@xstate/react'
import type { ReactNode } from 'react'
import type { DollarKind } from '../../domain/pesos/dollarKinds'
import { liveExportMachine } from '../../machines/export'
import { inspect } from '../../machines/shared/inspect'
import { usePreferences, useSession } from '../../ui/app/AppActors'
import { ExportContext } from '../../ui/export/ExportPanel'

/**
 * Mounts one export flow for the open wallet (a new wallet gets a new flow) and hands it to the export views
 * inside it (home's Exportar movimientos, /wallet's Movimientos e impuestos card) through their context.
 * @example <ExportFlow><ExportCard /></ExportFlow>
 */
export function ExportFlow({ children }: { children: ReactNode }) {
  const address = useSession((s) => s.context.address) as `0x${string}` | null
  // The peso values use the dollar chosen in Settings; choosing another starts a fresh flow with it.
  const dollar = usePreferences((s) => s.context.dollar)
  if (!address) return null
  return (
    <OneExport key={`${address}:${dollar}`} address={address} dollar={dollar}>
      {children}
    </OneExport>
  )
}

function OneExport({
  address,
  dollar,
  children,
}: {
  address: `0x${string}`
  dollar: DollarKind
  children: ReactNode
}) {
  // The time the flow opens at is its input (DESIGN §2); the machine's clock actor keeps it current.
  const actor = useActorRef(liveExportMachine, { input: { address, dollar, now: Date.now() }, inspect })
  return <ExportContext.Provider value={actor}>{children}</ExportContext.Provider>
}

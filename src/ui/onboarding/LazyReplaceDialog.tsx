import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import type { ReplaceActor } from './types'

/**
 * Radix, the dialog and its texts load only when a replace is asked, so the welcome screen stays small
 * (its texts are not in the first-screen dictionary: they come with the rest of the wallet's texts).
 */
const ReplaceDialog = lazy(() => import('./ReplaceDialog'))

/** The replace confirmation, mounted while the machine holds a stored wallet to replace. */
export function LazyReplaceDialog({ actor }: { actor: ReplaceActor }) {
  const open = useSelector(actor, (s) => s.context.replacing !== null)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ReplaceDialog actor={actor} />
    </Suspense>
  )
}

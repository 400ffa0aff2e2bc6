import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { appUpdateMachine } from '../../machines/appUpdate'

/** The notice and its texts load only when a new version is waiting: most visits never need them. */
const UpdateNotice = lazy(() => import('./UpdateNotice'))

/** Shows "Hay una versión nueva — Actualizar" while a new version of the app waits for the user. */
export function UpdateBanner({ actor }: { actor: ActorRefFrom<typeof appUpdateMachine> }) {
  const waiting = useSelector(actor, (s) => !s.matches('current'))
  if (!waiting) return null
  return (
    <Suspense fallback={null}>
      <UpdateNotice actor={actor} />
    </Suspense>
  )
}

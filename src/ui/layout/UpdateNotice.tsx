import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { appUpdateMachine } from '../../machines/appUpdate'
import { useMoreTexts, useT } from '../i18n'
import { Button } from '../kit/Button'
import './update.css'

/** A new version is ready: the page in use stays as it is until the user presses Update. */
export default function UpdateNotice({ actor }: { actor: ActorRefFrom<typeof appUpdateMachine> }) {
  // Its texts are with the other screens' texts, not the first screen's: Suspense waits for them.
  useMoreTexts()
  const t = useT()
  const applying = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <section className="update-notice card" role="status" aria-live="polite">
      <p>
        {t('update.available')}
        <span aria-hidden="true"> — </span>
      </p>
      <Button variant="primary" disabled={applying} onClick={() => actor.send({ type: 'update.apply' })}>
        {applying ? t('update.applying') : t('update.apply')}
      </Button>
    </section>
  )
}

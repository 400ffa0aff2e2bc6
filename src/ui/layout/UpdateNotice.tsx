import { useSelector } from '@xstate/react'
import { use } from 'react'
import type { ActorRefFrom } from 'xstate'
import { type Language, loadLanguage } from '../../domain/i18n'
import type { appUpdateMachine } from '../../machines/appUpdateMachine'
import { useLanguage, useT } from '../i18n'
import './update.css'

const loading = new Map<Language, Promise<void>>()
/** Its texts are with the other screens' texts, not the first screen's: Suspense waits for them. */
function useTexts(language: Language) {
  let promise = loading.get(language)
  if (!promise) {
    promise = loadLanguage(language, 'more')
    loading.set(language, promise)
  }
  use(promise)
}

/** A new version is ready: the page in use stays as it is until the user presses Update. */
export default function UpdateNotice({ actor }: { actor: ActorRefFrom<typeof appUpdateMachine> }) {
  useTexts(useLanguage())
  const t = useT()
  const applying = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <section className="update-notice card" role="status" aria-live="polite">
      <p>
        {t('update.available')}
        <span aria-hidden="true"> — </span>
      </p>
      <button
        type="button"
        className="primary"
        disabled={applying}
        onClick={() => actor.send({ type: 'update.apply' })}
      >
        {applying ? t('update.applying') : t('update.apply')}
      </button>
    </section>
  )
}

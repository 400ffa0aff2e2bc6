import { useSelector } from '@xstate/react'
import { type FormEvent, lazy, Suspense } from 'react'
import { Secret } from '../../domain/secret'
import { useAppActors, useSession } from '../app/AppActors'
import { useErrorText } from '../errorText'
import { useT } from '../i18n'
import '../onboarding/keys.css'
import type { UnlockActor } from './types'

// "¿Olvidaste tu contraseña?" and its dialog load when asked for: the password screen opens without them.
const RestoreForm = lazy(() => import('./RestoreForm').then((m) => ({ default: m.RestoreForm })))
const DifferentWalletDialog = lazy(() =>
  import('./DifferentWalletDialog').then((m) => ({ default: m.DifferentWalletDialog })),
)

/**
 * Password entry for a stored, locked wallet, and "¿Olvidaste tu contraseña?". The route's guard takes the
 * user back once unlocked. The field is uncontrolled: the password is read once on submit, wrapped in a
 * `Secret` for the session and wiped from the field, so it never sits in React state.
 */
export function UnlockScreen({ actor }: { actor: UnlockActor }) {
  const t = useT()
  const { session } = useAppActors()
  const busy = useSession((s) => s.hasTag('busy'))
  const error = useSession((s) => s.context.error)
  // The session's error may be a key ('unlock.wrongPassword') or a failure's sentence (balances): both read
  // in the user's language.
  const errorText = useErrorText()
  const address = useSession((s) => s.context.address)
  const restoring = useSelector(actor, (s) => !s.matches('password'))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('password')
    if (!(field instanceof HTMLInputElement) || field.value === '') return
    const password = new Secret(field.value)
    field.value = ''
    session.send({ type: 'vault.unlock', password })
  }

  return (
    <main className="screen narrow">
      <h1>{t('screen.unlock')}</h1>
      {address && <p className="mono small">{address}</p>}
      {restoring ? (
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <RestoreForm actor={actor} />
          <DifferentWalletDialog actor={actor} />
        </Suspense>
      ) : (
        <>
          <p>{t('unlock.intro')}</p>
          <form onSubmit={submit}>
            <label className="field">
              <span>{t('unlock.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            {error && (
              <p role="alert" className="error">
                {errorText(error)}
              </p>
            )}
            <button type="submit" className="primary" disabled={busy}>
              {t('unlock.submit')}
            </button>
          </form>
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'restore.open' })}>
            {t('unlock.forgot')}
          </button>
        </>
      )}
    </main>
  )
}

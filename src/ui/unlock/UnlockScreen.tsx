import { useSelector } from '@xstate/react'
import { LockOpen } from 'lucide-react'
import { type FormEvent, lazy, Suspense, useRef } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useAppActors, useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { Address } from '../kit/Address'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { useFocusWhenEnds } from '../layout/focus'
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
  // Once open, the router already shows the page asked for in the address bar while this screen still
  // shows: the field takes no more typing, so a password meant for that page (a secret page asks again)
  // is not typed here and lost.
  const open = useSession((s) => s.matches('unlocked'))
  const error = useSession((s) => s.context.error)
  // The wallet being opened (its first account), not the account chosen to show: that may be a watched one.
  const address = useSession((s) => s.context.wallet)
  const restoring = useSelector(actor, (s) => !s.matches('password'))
  // A refused password: if focus left with the disabled button, it goes back to the emptied field.
  const field = useRef<HTMLInputElement>(null)
  useFocusWhenEnds(busy, field)

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
      {address && <Address address={address} full className="small muted" />}
      {restoring ? (
        <Suspense fallback={<p className="muted">{t('loading')}</p>}>
          <RestoreForm actor={actor} />
          <DifferentWalletDialog actor={actor} />
        </Suspense>
      ) : (
        <>
          <p>{t('unlock.intro')}</p>
          <form onSubmit={submit}>
            <Field
              ref={field}
              label={t('unlock.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              readOnly={busy || open}
            />
            {error && (
              <p role="alert" className="error">
                {t(error as TextKey)}
              </p>
            )}
            <Button
              type="submit"
              variant="primary"
              size="lg"
              block
              loading={busy}
              disabled={open}
              icon={<LockOpen />}
            >
              {t('unlock.submit')}
            </Button>
          </form>
          <Button variant="ghost" onClick={() => actor.send({ type: 'restore.open' })}>
            {t('unlock.forgot')}
          </Button>
        </>
      )}
    </main>
  )
}

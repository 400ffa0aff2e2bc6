import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { PasswordFields } from './PasswordFields'
import type { OnboardingActor } from './types'

/**
 * Sign-up: the username (prefilled from the stored name), and, importing, the password that seals the keys,
 * typed twice. Crear billetera's password is typed in the signer's create screen on /reveal (issue 41 step 4).
 * The fields are uncontrolled so the password never sits in React state.
 */
export function SignupScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const username = useSelector(actor, (s) => s.context.username)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const strength = useSelector(actor, (s) => s.context.strength)
  const creating = useSelector(actor, (s) => s.context.mode === 'create')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actor.send({
      type: 'signup.submit',
      username: String(form.get('username') ?? ''),
      password: new Secret(String(form.get('password') ?? '')),
      confirmation: new Secret(String(form.get('confirmation') ?? '')),
    })
  }

  return (
    <main className="screen narrow">
      <h1>{t('screen.signup')}</h1>
      <p className="muted">{t(creating ? 'signup.introCreate' : 'signup.intro')}</p>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('signup.username')}
          name="username"
          defaultValue={username}
          autoComplete="username"
          required
        />
        {!creating && (
          <PasswordFields
            id="signup"
            passwordLabel="signup.password"
            confirmationLabel="signup.confirmation"
            strength={strength}
            onPasswordInput={(password) => actor.send({ type: 'signup.passwordChange', password })}
          />
        )}
        {error && (
          <p role="alert" className="error">
            {t(error as TextKey)}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" loading={busy}>
          {t('signup.continue')}
        </Button>
      </form>
    </main>
  )
}

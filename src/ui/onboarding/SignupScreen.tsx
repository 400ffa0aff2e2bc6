import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TextKey } from '../../domain/i18n'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import type { OnboardingActor } from './types'

/**
 * Sign-up: the username (prefilled from the stored name). The password that seals the keys is typed in the
 * signer's frame after the terms (issue 41 step 4): its create screen on /reveal, its import screen on /import.
 */
export function SignupScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const username = useSelector(actor, (s) => s.context.username)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const creating = useSelector(actor, (s) => s.context.mode === 'create')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actor.send({ type: 'signup.submit', username: String(form.get('username') ?? '') })
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

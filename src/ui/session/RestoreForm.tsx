import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Field } from '../kit/Field'
import { PasswordFields } from '../onboarding/PasswordFields'
import type { UnlockActor } from './types'

/**
 * "¿Olvidaste tu contraseña?": the seed phrase or private key and a new password typed twice. The fields are
 * uncontrolled: the secrets go from the form straight into the event, never into React state.
 */
export function RestoreForm({ actor }: { actor: UnlockActor }) {
  const t = useT()
  const error = useSelector(actor, (s) => s.context.error)
  const strength = useSelector(actor, (s) => s.context.strength)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actor.send({
      type: 'restore.submit',
      secret: new Secret(String(form.get('secret') ?? '')),
      password: new Secret(String(form.get('password') ?? '')),
      confirmation: new Secret(String(form.get('confirmation') ?? '')),
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="restore-title">
      <h2 id="restore-title">{t('restore.title')}</h2>
      <p className="small muted">{t('restore.intro')}</p>
      <Field
        label={t('restore.secret')}
        render={(control) => (
          <textarea
            {...control}
            name="secret"
            className="secret-input"
            rows={3}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            placeholder={t('restore.secretPlaceholder')}
          />
        )}
      />
      <PasswordFields
        id="restore"
        passwordLabel="restore.newPassword"
        confirmationLabel="restore.confirmation"
        strength={strength}
        onPasswordInput={(password) => actor.send({ type: 'restore.passwordChange', password })}
      />
      {error && (
        <p role="alert" className="error">
          {t(error as TextKey)}
        </p>
      )}
      <div className="row">
        <Button disabled={busy} onClick={() => actor.send({ type: 'restore.cancel' })}>
          {t('restore.back')}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? t('restore.restoring') : t('restore.submit')}
        </Button>
      </div>
    </form>
  )
}

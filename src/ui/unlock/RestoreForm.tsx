import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { PasswordStrengthHint } from '../onboarding/PasswordStrengthHint'
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
      <label className="field">
        <span>{t('restore.secret')}</span>
        <textarea
          name="secret"
          rows={3}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('restore.secretPlaceholder')}
        />
      </label>
      <label className="field">
        <span>{t('restore.newPassword')}</span>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="restore-strength"
          onInput={(e) =>
            actor.send({ type: 'restore.passwordChange', password: new Secret(e.currentTarget.value) })
          }
        />
      </label>
      <PasswordStrengthHint id="restore-strength" strength={strength} />
      <label className="field">
        <span>{t('restore.confirmation')}</span>
        <input name="confirmation" type="password" autoComplete="new-password" />
      </label>
      {error && (
        <p role="alert" className="error">
          {t(error as TextKey)}
        </p>
      )}
      <div className="row">
        <button type="button" disabled={busy} onClick={() => actor.send({ type: 'restore.cancel' })}>
          {t('restore.back')}
        </button>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('restore.restoring') : t('restore.submit')}
        </button>
      </div>
    </form>
  )
}

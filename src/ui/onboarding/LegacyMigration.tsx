import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import type { legacyMigrationMachine } from '../../machines/legacyMigrationMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { PasswordFields } from './PasswordFields'

/** /unlock when an earlier version left a plaintext wallet and no vault exists: choose a password. */
export function LegacyMigration({ actor }: { actor: ActorRefFrom<typeof legacyMigrationMachine> }) {
  const t = useT()
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mismatch = useSelector(actor, (s) => s.matches('mismatch'))
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    actor.send({
      type: 'legacy.submit',
      password: new Secret(String(form.get('password') ?? '')),
      confirmation: new Secret(String(form.get('confirmation') ?? '')),
    })
  }
  return (
    <main className="screen narrow">
      <h1>{t('legacy.setPassword')}</h1>
      <p>{t('legacy.intro')}</p>
      {mismatch ? (
        <p role="alert" className="error">
          {t('vault.legacyMismatch')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <PasswordFields
            id="legacy"
            passwordLabel="signup.password"
            confirmationLabel="signup.confirmation"
          />
          {error && (
            <p role="alert" className="error">
              {t(error as TextKey)}
            </p>
          )}
          <Button type="submit" variant="primary" loading={busy}>
            {t('legacy.setPassword')}
          </Button>
        </form>
      )}
    </main>
  )
}

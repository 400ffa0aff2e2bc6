import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import type { legacyMigrationMachine } from '../../machines/session/legacyMigrationMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { PasswordFields } from './PasswordFields'
import './keys.css'

/**
 * /unlock when an earlier version left plaintext wallets and no vault exists: choose a password; the first
 * becomes the wallet, the others go to "Billeteras anteriores". One the worker could not seal is named.
 */
export function LegacyMigration({ actor }: { actor: ActorRefFrom<typeof legacyMigrationMachine> }) {
  const t = useT()
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mismatch = useSelector(actor, (s) => s.matches('mismatch'))
  const kept = useSelector(actor, (s) => (s.matches('partlyKept') ? s.context.kept : null))
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
      {kept ? (
        <div role="alert" className="warning" data-testid="legacy-kept">
          <p>{t('legacy.partlyKept')}</p>
          <ul className="leftovers-list mono">
            {kept.map((item) => (
              <li key={item.key}>{item.address ?? item.key}</li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => actor.send({ type: 'legacy.continue' })}>
            {t('legacy.continue')}
          </Button>
        </div>
      ) : mismatch ? (
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

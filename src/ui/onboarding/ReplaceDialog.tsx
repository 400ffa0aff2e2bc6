import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useMoreTexts, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Dialog } from '../kit/Dialog'
import { Field } from '../kit/Field'
import './keys.css'
import type { ReplaceActor } from './types'

/**
 * Asks before a stored wallet is replaced (Generate New, Create on welcome, importing over one): names the
 * wallet lost and takes its password, which only the vault checks. Open while the machine holds one to replace.
 */
export default function ReplaceDialog({ actor }: { actor: ReplaceActor }) {
  // The wallet texts are not in the first screen's dictionary: Suspense waits for them.
  useMoreTexts()
  const t = useT()
  const address = useSelector(actor, (s) => s.context.replacing)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('password')
    if (!(field instanceof HTMLInputElement)) return
    const password = new Secret(field.value)
    field.value = ''
    actor.send({ type: 'replace.confirm', password })
  }

  return (
    <Dialog
      open={address !== null}
      onOpenChange={(open) => !open && actor.send({ type: 'replace.cancel' })}
      title={t('replace.title')}
      busy={busy}
      contentProps={{ 'aria-describedby': 'replace-description' }}
    >
      <div className="stack" id="replace-description">
        <p className="small">
          {t('replace.lost')}{' '}
          <span className="mono" data-testid="replace-address">
            {address}
          </span>
        </p>
        <p role="note" className="warning">
          {t('replace.wordsLost')}
        </p>
      </div>
      <form onSubmit={submit}>
        <Field
          label={t('replace.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error && (
          <p role="alert" className="error">
            {t(error as TextKey)}
          </p>
        )}
        <div className="kit-dialog-actions">
          <Button disabled={busy} onClick={() => actor.send({ type: 'replace.cancel' })}>
            {t('replace.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {busy ? t('replace.replacing') : t('replace.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

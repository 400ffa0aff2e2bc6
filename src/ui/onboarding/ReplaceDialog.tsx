import * as Dialog from '@radix-ui/react-dialog'
import { useSelector } from '@xstate/react'
import { type FormEvent, use } from 'react'
import { type Language, loadLanguage, type TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import { useLanguage, useT } from '../i18n'
import './keys.css'
import { useReturnFocus } from '../layout/focus'
import type { ReplaceActor } from './types'

const loading = new Map<Language, Promise<void>>()
/** The wallet texts (not in the first screen's dictionary) before the dialog draws; Suspense waits. */
function useWalletTexts(language: Language) {
  let promise = loading.get(language)
  if (!promise) {
    promise = loadLanguage(language, 'more')
    loading.set(language, promise)
  }
  use(promise)
}

/**
 * Asks before a stored wallet is replaced (Generate New, Create on welcome, importing over one): names the
 * wallet lost and takes its password, which only the vault checks. Open while the machine holds one to replace.
 */
export default function ReplaceDialog({ actor }: { actor: ReplaceActor }) {
  useWalletTexts(useLanguage())
  const t = useT()
  const returnFocus = useReturnFocus()
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
    <Dialog.Root
      open={address !== null}
      onOpenChange={(open) => !open && actor.send({ type: 'replace.cancel' })}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="keys-overlay" />
        <Dialog.Content {...returnFocus} className="keys-dialog card">
          <Dialog.Title>{t('replace.title')}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="stack">
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
          </Dialog.Description>
          <form onSubmit={submit}>
            <label className="field">
              <span>{t('replace.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            {error && (
              <p role="alert" className="error">
                {t(error as TextKey)}
              </p>
            )}
            <div className="row">
              <Dialog.Close asChild>
                <button type="button" disabled={busy}>
                  {t('replace.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" className="danger" disabled={busy}>
                {busy ? t('replace.replacing') : t('replace.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

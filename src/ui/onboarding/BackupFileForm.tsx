import { type FormEvent, type ReactNode, useRef } from 'react'
import { Secret } from '../../domain/secret'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import type { OnboardingActor } from './types'

/**
 * The import screen's "Backup file" tab: a Web3 Secret Storage v3 file (ours, MetaMask's or geth's) and
 * its own password. The file goes to the machine as a Blob, still encrypted; the worker reads and opens it.
 */
export function BackupFileForm({
  actor,
  busy,
  alert,
}: {
  actor: OnboardingActor
  busy: boolean
  alert: ReactNode
}) {
  const t = useT()
  const fileField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = fileField.current?.files?.[0]
    const field = passwordField.current
    if (!file || !field || !event.currentTarget.reportValidity()) return
    const password = new Secret(field.value)
    field.value = ''
    actor.send({ type: 'import.submitFile', file, password })
  }

  return (
    <form id="import-panel" role="tabpanel" aria-labelledby="tab-keystore" onSubmit={submit}>
      <label className="field">
        <span>{t('import.backupFileLabel')}</span>
        <input ref={fileField} type="file" name="backup-file" required aria-describedby="backup-hint" />
      </label>
      <p id="backup-hint" className="muted small">
        {t('import.backupHint')}
      </p>
      <label className="field">
        <span>{t('import.backupPasswordLabel')}</span>
        <input ref={passwordField} type="password" name="backup-password" autoComplete="off" required />
      </label>
      {alert}
      <div className="row">
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? t('import.importing') : t('import.submit')}
        </Button>
      </div>
    </form>
  )
}

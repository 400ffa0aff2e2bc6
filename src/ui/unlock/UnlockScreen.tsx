import { type FormEvent, useState } from 'react'
import type { TextKey } from '../../domain/i18n'
import { useAppActors, useSession } from '../app/AppActors'
import { useT } from '../i18n'

/** Password entry for a stored, locked wallet. The route's guard takes the user back once unlocked. */
export function UnlockScreen() {
  const t = useT()
  const { session } = useAppActors()
  const busy = useSession((s) => s.hasTag('busy'))
  const error = useSession((s) => s.context.error)
  const address = useSession((s) => s.context.address)
  const [password, setPassword] = useState('')

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!password) return
    session.send({ type: 'vault.unlock', password })
    setPassword('')
  }

  return (
    <main className="screen narrow">
      <h1>{t('screen.unlock')}</h1>
      <p>{t('unlock.intro')}</p>
      {address && <p className="mono small">{address}</p>}
      <form onSubmit={submit}>
        <label className="field">
          <span>{t('unlock.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p role="alert" className="error">
            {t(error as TextKey)}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy || !password}>
          {t('unlock.submit')}
        </button>
      </form>
    </main>
  )
}

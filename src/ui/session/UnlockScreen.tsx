import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { TextKey } from '../../domain/i18n'
import { useAppActors, useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { Address } from '../kit/Address'
import { Button } from '../kit/Button'
import '../onboarding/keys.css'
import { SignerUnlockFrame } from './SignerUnlockFrame'
import type { UnlockActor } from './types'

// "¿Olvidaste tu contraseña?" loads when asked for: the password screen opens without it.
const SignerRestoreFrame = lazy(() =>
  import('./SignerRestoreFrame').then((m) => ({ default: m.SignerRestoreFrame })),
)

/**
 * The unlock screen of a stored, locked wallet, and "¿Olvidaste tu contraseña?". The password field and the
 * restore's fields are the signer's (SignerUnlockFrame, SignerRestoreFrame, on the signer's origin): this page
 * never sees the password, the seed phrase or the key. The session waits
 * for the key worker to say the person unlocked there; the route's guard then takes them on.
 */
export function UnlockScreen({ actor }: { actor: UnlockActor }) {
  const t = useT()
  const { session } = useAppActors()
  const error = useSession((s) => s.context.error)
  // The wallet being opened (its first account), not the account chosen to show: that may be a watched one.
  const address = useSession((s) => s.context.wallet)
  const restoring = useSelector(actor, (s) => !s.matches('password'))
  // The frame's height is known only once the signer lays its screen out (a wallet found in this browser adds
  // its note above the field: some 150 px more than the first height). Until then nothing is offered below it,
  // so a tap on ¿Olvidaste tu contraseña? never lands in the frame that grew under it.
  const [frameSized, setFrameSized] = useState(false)
  // While the restore frame asks before another wallet replaces the stored one, its Volver y revisar is the way
  // back: the page's Volver steps aside (two back buttons, one above the other).
  const [asking, setAsking] = useState(false)
  // While this screen shows, the session waits for the unlock in the signer's frame.
  useEffect(() => session.send({ type: 'vault.awaitUnlock' }), [session])

  return (
    <main className="screen narrow">
      <h1>{t('screen.unlock')}</h1>
      {address && <Address address={address} full className="small muted" />}
      {restoring ? (
        <section aria-labelledby="restore-title">
          <h2 id="restore-title">{t('restore.title')}</h2>
          <p className="small muted">{t('restore.intro')}</p>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            <SignerRestoreFrame
              onRestored={(restored, kind) => actor.send({ type: 'restore.done', address: restored, kind })}
              onAsking={setAsking}
            />
          </Suspense>
          {!asking && (
            <Button onClick={() => actor.send({ type: 'restore.cancel' })}>{t('restore.back')}</Button>
          )}
        </section>
      ) : (
        <>
          <p>{t('unlock.intro')}</p>
          <SignerUnlockFrame onSized={() => setFrameSized(true)} />
          {error && (
            <p role="alert" className="error">
              {t(error as TextKey)}
            </p>
          )}
          {frameSized && (
            <Button variant="ghost" onClick={() => actor.send({ type: 'restore.open' })}>
              {t('unlock.forgot')}
            </Button>
          )}
        </>
      )}
    </main>
  )
}

import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ArrowLeft, Check, Copy, Eye, EyeOff } from 'lucide-react'
import { type FormEvent, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { TextKey } from '../../domain/i18n'
import { Secret } from '../../domain/secret'
import type { secretPageMachine } from '../../machines/secrets'
import { WatchOnlyNote } from '../accounts/WatchOnlyNote'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { Button, buttonClass } from '../kit/Button'
import { Card } from '../kit/Card'
import { Field } from '../kit/Field'
import { focusElement, focusLost } from '../layout/focus'
import { KeyGroups } from '../onboarding/KeyGroups'
import { PhraseLine } from '../onboarding/PhraseLine'
import { MaskedSeedGrid, SeedGrid } from '../onboarding/SeedGrid'
import '../onboarding/keys.css'

type Actor = ActorRefFrom<typeof secretPageMachine>

const TEXT = {
  privateKey: {
    title: 'pk.title',
    warnings: ['pk.warning'],
    reveal: 'pk.reveal',
    copy: 'pk.copy',
    notAvailable: 'pk.notAvailable',
    notAvailableBody: 'pk.notAvailableBody',
    lists: [['pk.tipsTitle', ['pk.tip1', 'pk.tip2', 'pk.tip3']]],
  },
  mnemonic: {
    title: 'seed.title',
    warnings: ['seed.warning1', 'seed.warning2'],
    reveal: 'seed.reveal',
    copy: 'seed.copyAll',
    notAvailable: 'seed.notAvailable',
    notAvailableBody: 'seed.notAvailableBody',
    lists: [
      ['seed.backupTitle', ['seed.backup1', 'seed.backup2', 'seed.backup3', 'seed.backup4']],
      ['seed.practicesTitle', ['seed.practice1', 'seed.practice2', 'seed.practice3']],
    ],
  },
} as const

/** One secret page: warnings, address, masked secret, Reveal after the password, Hide, Copy, tips. */
export function SecretPage({ actor }: { actor: Actor }) {
  const t = useT()
  const what = useSelector(actor, (s) => s.context.what)
  const notAvailable = useSelector(actor, (s) => s.matches('notAvailable'))
  const checking = useSelector(actor, (s) => s.matches('checking'))
  const secret = useSelector(actor, (s) => s.context.secret)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const copied = useSelector(actor, (s) => s.matches({ revealed: 'copied' }))
  // The seed is the wallet's, whichever account is chosen (a watched one included): its first account's
  // address stands beside it. A private key is the chosen account's, beside that account's address.
  const address = useSession((s) => (what === 'mnemonic' ? s.context.wallet : s.context.address))
  const watchOnly = useSession((s) => s.context.watchOnly)
  const text = TEXT[what]
  // The form and the revealed secret replace each other: focus lost with the button that left goes to Hide
  // once the secret shows, and back to the password field after a refusal or Hide.
  const verifying = useSelector(actor, (s) => s.matches('verifying'))
  const shown = secret !== null
  const passwordField = useRef<HTMLInputElement>(null)
  const hideButton = useRef<HTMLButtonElement>(null)
  const before = useRef({ verifying, shown })
  useEffect(() => {
    const ended = (before.current.verifying && !verifying) || (before.current.shown && !shown)
    before.current = { verifying, shown }
    if (ended && focusLost()) focusElement(shown ? hideButton.current : passwordField.current)
  }, [verifying, shown])
  const back = (
    <Link to="/home" className={buttonClass('secondary')}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('secrets.goBack')}
    </Link>
  )

  if (checking) return <main className="screen narrow" aria-busy="true" />
  if (notAvailable) {
    return (
      <main className="screen narrow">
        <h1>{t(text.notAvailable)}</h1>
        {watchOnly && what === 'privateKey' ? <WatchOnlyNote /> : <p>{t(text.notAvailableBody)}</p>}
        {back}
      </main>
    )
  }

  function reveal(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    actor.send({ type: 'secret.reveal', password: new Secret(password) })
  }

  return (
    <main className="screen narrow secret-screen">
      <h1>{t(text.title)}</h1>
      {text.warnings.map((key) => (
        <p key={key} role="note" className="warning">
          {t(key)}
        </p>
      ))}
      <p className="small">
        {t('secrets.address')}:{' '}
        <span className="mono" data-testid="wallet-address">
          {address}
        </span>
      </p>
      {!secret && (
        <>
          {what === 'mnemonic' ? (
            <MaskedSeedGrid label={t('seed.words')} hidden={(n) => t('seed.masked', { n })} />
          ) : (
            <p className="mono">
              <span aria-hidden="true">{'•'.repeat(66)}</span>
              <span className="visually-hidden">{t('pk.masked')}</span>
            </p>
          )}
          <form onSubmit={reveal}>
            <Field
              label={t('secrets.password')}
              ref={passwordField}
              hint={t('secrets.passwordPrompt')}
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
            <Button type="submit" variant="primary" icon={<Eye />} loading={busy}>
              {busy ? t('secrets.checking') : t(text.reveal)}
            </Button>
          </form>
        </>
      )}
      {secret && (
        <>
          {what === 'mnemonic' ? (
            <>
              <SeedGrid phrase={secret} label={t('seed.words')} testId="seed-words" />
              <p className="small">{t('seed.fullPhrase')}</p>
              <PhraseLine words={secret.reveal().split(' ')} testId="secret-value" />
            </>
          ) : (
            <KeyGroups value={secret.reveal()} testId="secret-value" />
          )}
          <div className="row">
            <Button ref={hideButton} icon={<EyeOff />} onClick={() => actor.send({ type: 'secret.hide' })}>
              {t('secrets.hide')}
            </Button>
            <Button icon={copied ? <Check /> : <Copy />} onClick={() => actor.send({ type: 'secret.copy' })}>
              {copied ? t('secrets.copied') : t(text.copy)}
            </Button>
          </div>
        </>
      )}
      {text.lists.map(([title, items]) => (
        <Card key={title} title={t(title)}>
          <ul>
            {items.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </Card>
      ))}
      {back}
    </main>
  )
}

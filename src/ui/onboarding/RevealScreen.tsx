import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { RevealedItem } from '../../machines/onboardingMachine'
import { useT } from '../i18n'
import type { OnboardingActor } from './types'

/** Your Keys: the new seed phrase and private key, Copy (Copied for 1.5 s), Generate New, the warning. */
export function RevealScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const wallet = useSelector(actor, (s) => s.context.wallet)
  const generating = useSelector(actor, (s) => s.matches({ reveal: 'generating' }))
  const failed = useSelector(actor, (s) => s.matches({ reveal: 'failed' }))
  const copied = useSelector(actor, (s) =>
    s.matches({ reveal: { shown: 'copied' } }) ? s.context.copied : null,
  )

  const item = (what: RevealedItem, label: string, testId: string) => (
    <section className="card">
      <h2>{label}</h2>
      <p className="mono secret" data-testid={testId}>
        {wallet?.[what].reveal()}
      </p>
      <button type="button" onClick={() => actor.send({ type: 'reveal.copy', what })}>
        {copied === what ? t('reveal.copied') : t('reveal.copy')}
      </button>
    </section>
  )

  return (
    <main className="screen narrow">
      <h1>{t('screen.reveal')}</h1>
      {generating && <p aria-live="polite">{t('reveal.generating')}</p>}
      {failed && (
        <>
          <p role="alert" className="error">
            {t('reveal.failed')}
          </p>
          <Link to="/signup" search={{ mode: 'create' }}>
            {t('reveal.backToSignup')}
          </Link>
        </>
      )}
      {wallet && (
        <>
          <p>{t('reveal.intro')}</p>
          <p className="small">
            {t('reveal.address')}:{' '}
            <span className="mono" data-testid="wallet-address">
              {wallet.address}
            </span>
          </p>
          {item('mnemonic', t('reveal.seedPhrase'), 'seed-phrase')}
          {item('privateKey', t('reveal.privateKey'), 'private-key')}
          <p role="note" className="warning">
            {t('reveal.warning')}
          </p>
          <div className="row">
            <button type="button" onClick={() => actor.send({ type: 'reveal.generateNew' })}>
              {t('reveal.generateNew')}
            </button>
            <button type="button" className="primary" onClick={() => actor.send({ type: 'reveal.confirm' })}>
              {t('reveal.saved')}
            </button>
          </div>
        </>
      )}
    </main>
  )
}

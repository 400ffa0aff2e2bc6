import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { RevealedItem } from '../../machines/onboardingMachine'
import { useT } from '../i18n'
import { useFocusWhenEnds } from '../layout/focus'
import { BackupQuiz } from './BackupQuiz'
import { LazyReplaceDialog } from './LazyReplaceDialog'
import { SeedGrid } from './SeedGrid'
import './keys.css'
import type { OnboardingActor } from './types'

/**
 * Your Keys: the new seed phrase as a numbered grid and the private key, Copy (Copied for 1.5 s), the
 * warning, Generate New (asks first), and "Ya las guardé", which leads to a three-word check.
 */
export function RevealScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const wallet = useSelector(actor, (s) => s.context.wallet)
  const generating = useSelector(actor, (s) => s.matches({ reveal: 'generating' }))
  const failed = useSelector(actor, (s) => s.matches({ reveal: 'failed' }))
  const quiz = useSelector(actor, (s) => s.matches({ reveal: 'quiz' }))
  const canGenerate = useSelector(actor, (s) => s.can({ type: 'reveal.generateNew' }))
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'reveal.confirm' }))
  // "Ver las palabras otra vez" leaves the check: focus goes back to "Ya las guardé".
  const saved = useRef<HTMLButtonElement>(null)
  useFocusWhenEnds(quiz, saved)
  const copied = useSelector(actor, (s) =>
    s.matches({ reveal: { shown: 'copied' } }) ? s.context.copied : null,
  )

  const copy = (what: RevealedItem) => (
    <button type="button" onClick={() => actor.send({ type: 'reveal.copy', what })}>
      {copied === what ? t('reveal.copied') : t('reveal.copy')}
    </button>
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
          <p className="small">
            {t('reveal.address')}:{' '}
            <span className="mono" data-testid="wallet-address">
              {wallet.address}
            </span>
          </p>
          {quiz ? (
            <BackupQuiz actor={actor} />
          ) : (
            <>
              <p>{t('reveal.intro')}</p>
              <section className="card stack">
                <h2>{t('reveal.seedPhrase')}</h2>
                <SeedGrid phrase={wallet.mnemonic} />
                {copy('mnemonic')}
              </section>
              <section className="card stack">
                <h2>{t('reveal.privateKey')}</h2>
                <p className="mono secret" data-testid="private-key">
                  {wallet.privateKey.reveal()}
                </p>
                {copy('privateKey')}
              </section>
              <p role="note" className="warning">
                {t('reveal.warning')}
              </p>
              <div className="row">
                <button
                  type="button"
                  disabled={!canGenerate}
                  onClick={() => actor.send({ type: 'reveal.generateNew' })}
                >
                  {t('reveal.generateNew')}
                </button>
                <button
                  ref={saved}
                  type="button"
                  className="primary"
                  disabled={!canConfirm}
                  onClick={() => actor.send({ type: 'reveal.confirm' })}
                >
                  {t('reveal.saved')}
                </button>
              </div>
            </>
          )}
        </>
      )}
      <LazyReplaceDialog actor={actor} />
    </main>
  )
}

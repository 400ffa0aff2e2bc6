import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Check, Copy, RefreshCw } from 'lucide-react'
import { useRef } from 'react'
import type { RevealedItem } from '../../machines/onboarding/onboardingMachine'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import { useFocusWhenEnds } from '../layout/focus'
import { BackupQuiz } from './BackupQuiz'
import { KeyGroups } from './KeyGroups'
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
    <Button
      size="sm"
      icon={copied === what ? <Check /> : <Copy />}
      onClick={() => actor.send({ type: 'reveal.copy', what })}
    >
      {copied === what ? t('reveal.copied') : t('reveal.copy')}
    </Button>
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
              <Card className="stack" title={t('reveal.seedPhrase')}>
                <SeedGrid phrase={wallet.mnemonic} />
                {copy('mnemonic')}
              </Card>
              <Card className="stack" title={t('reveal.privateKey')}>
                <KeyGroups value={wallet.privateKey.reveal()} testId="private-key" />
                {copy('privateKey')}
              </Card>
              <p role="note" className="warning">
                {t('reveal.warning')}
              </p>
              <div className="row">
                <Button
                  icon={<RefreshCw />}
                  disabled={!canGenerate}
                  onClick={() => actor.send({ type: 'reveal.generateNew' })}
                >
                  {t('reveal.generateNew')}
                </Button>
                <Button
                  ref={saved}
                  variant="primary"
                  disabled={!canConfirm}
                  onClick={() => actor.send({ type: 'reveal.confirm' })}
                >
                  {t('reveal.saved')}
                </Button>
              </div>
            </>
          )}
        </>
      )}
      <LazyReplaceDialog actor={actor} />
    </main>
  )
}

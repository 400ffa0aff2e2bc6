import type { TextKey } from '../../domain/i18n'
import { useLanguage, useT } from '../i18n'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import type { OnboardingActor } from './types'

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const

/** /tos: the long terms, every section spec 000 lists, last updated today, and Accept and Continue. */
export function TermsScreen({ actor }: { actor: OnboardingActor }) {
  const t = useT()
  const language = useLanguage()
  const today = new Date().toLocaleDateString(language === 'es' ? 'es-AR' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  return (
    <main className="screen">
      <h1>{t('tos.title')}</h1>
      <p>{t('tos.intro')}</p>
      {SECTIONS.map((n) => (
        <Card key={n} title={t(`tos.s${n}.title` as TextKey)}>
          <p>{t(`tos.s${n}.body` as TextKey)}</p>
        </Card>
      ))}
      <p className="small muted" data-testid="terms-last-updated">
        {t('tos.lastUpdated', { date: today })}
      </p>
      <Button variant="primary" size="lg" block onClick={() => actor.send({ type: 'terms.accept' })}>
        {t('tos.accept')}
      </Button>
    </main>
  )
}

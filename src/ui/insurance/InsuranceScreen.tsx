import { useSelector } from '@xstate/react'
import { Bell } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { TextKey } from '../../domain/i18n'
import type { insuranceMachine } from '../../machines/insurance'
import { useT } from '../i18n'
import { Badge } from '../kit/Badge'
import { Button } from '../kit/Button'
import { Card } from '../kit/Card'
import './insurance.css'

const features: readonly TextKey[] = [
  'insurance.feature.cover',
  'insurance.feature.policies',
  'insurance.feature.claims',
  'insurance.feature.mutual',
]

const phases: readonly TextKey[] = [
  'insurance.phase.integration',
  'insurance.phase.marketplace',
  'insurance.phase.policies',
  'insurance.phase.claims',
]

/** The DeFi insurance placeholder (spec 001 §2.3): what is coming, in which phases, and a notice wish. */
export function InsuranceScreen({ actor }: { actor: ActorRefFrom<typeof insuranceMachine> }) {
  const t = useT()
  const subscribed = useSelector(actor, (s) => s.matches('subscribed'))
  const canRequest = useSelector(actor, (s) => s.can({ type: 'notify.request' }))
  const canCancel = useSelector(actor, (s) => s.can({ type: 'notify.cancel' }))

  return (
    <main className="screen insurance">
      <header className="insurance-header">
        <h1>{t('insurance.title')}</h1>
        <Badge tone="warn">{t('insurance.soon')}</Badge>
      </header>
      <p className="muted">{t('insurance.intro')}</p>
      <Card aria-labelledby="insurance-features">
        <h2 id="insurance-features">{t('insurance.features')}</h2>
        <ul className="insurance-list">
          {features.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="insurance-phases">
        <h2 id="insurance-phases">{t('insurance.phases')}</h2>
        <ol className="insurance-phases">
          {phases.map((key, index) => (
            <li key={key}>
              <span className="muted small">{t('insurance.phase', { number: index + 1 })}</span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ol>
      </Card>
      <section className="insurance-notify" aria-live="polite">
        {subscribed ? (
          <>
            <p role="status" className="ok">
              {t('insurance.notified')}
            </p>
            <Button disabled={!canCancel} onClick={() => actor.send({ type: 'notify.cancel' })}>
              {t('insurance.notify.undo')}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            icon={<Bell />}
            disabled={!canRequest}
            onClick={() => actor.send({ type: 'notify.request' })}
          >
            {t('insurance.notify')}
          </Button>
        )}
        <p className="muted small">{t('insurance.notify.note')}</p>
      </section>
    </main>
  )
}

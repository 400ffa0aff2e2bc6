import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import './keys.css'
import { LazyReplaceDialog } from './LazyReplaceDialog'
import type { WelcomeActor } from './types'

/**
 * Welcome: the wallet's name, a heading, Create Wallet and Import Wallet (spec 000 §2), and, when wallets are
 * set aside on this device (after Cerrar sesión), `previous`: the route's "Billeteras anteriores".
 */
export function WelcomeScreen({ actor, previous }: { actor: WelcomeActor; previous?: ReactNode }) {
  const t = useT()
  const hasArchive = useSelector(actor, (s) => s.context.hasArchive)
  const canCreate = useSelector(actor, (s) => s.can({ type: 'welcome.create' }))
  const canImport = useSelector(actor, (s) => s.can({ type: 'welcome.import' }))
  return (
    <main className="screen narrow welcome">
      <p className="brand-title">{t('app.name')}</p>
      <h1>{t('welcome.heading')}</h1>
      <p className="muted">{t('welcome.intro')}</p>
      <div className="stack">
        <button
          type="button"
          className="primary"
          disabled={!canCreate}
          onClick={() => actor.send({ type: 'welcome.create' })}
        >
          {t('welcome.create')}
        </button>
        <button type="button" disabled={!canImport} onClick={() => actor.send({ type: 'welcome.import' })}>
          {t('welcome.import')}
        </button>
      </div>
      {hasArchive && previous}
      <LazyReplaceDialog actor={actor} />
    </main>
  )
}

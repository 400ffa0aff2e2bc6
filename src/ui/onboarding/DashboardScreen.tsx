import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { Address } from '../kit/Address'
import { buttonClass } from '../kit/Button'

/** /dashboard: the wallet panel, which in the spec shows only a link to /home. */
export function DashboardScreen({ settings }: { settings?: ReactNode }) {
  const t = useT()
  const address = useSession((s) => s.context.address)
  return (
    <main className="screen narrow">
      <h1>{t('screen.dashboard')}</h1>
      <p>{t('dashboard.ready')}</p>
      {address && (
        <>
          <p className="muted small">{t('home.address')}</p>
          <p>
            <Address address={address} full data-testid="wallet-address" />
          </p>
        </>
      )}
      {settings}
      <Link to="/home" className={buttonClass('primary')}>
        {t('dashboard.goHome')}
      </Link>
    </main>
  )
}

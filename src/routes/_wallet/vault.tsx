import { createFileRoute, Link } from '@tanstack/react-router'
import { useT } from '../../ui/i18n'

/** /vault keeps the spec's placeholder text and points to the vaults page, which lives at /inflation. */
export const Route = createFileRoute('/_wallet/vault')({
  component: function VaultRoute() {
    const t = useT()
    return (
      <main className="screen">
        <h1>{t('vault.title')}</h1>
        <p className="muted">{t('vault.placeholder')}</p>
        <p>
          <Link to="/inflation">{t('vaults.goTo')}</Link>
        </p>
      </main>
    )
  },
})

import { createFileRoute, Link } from '@tanstack/react-router'
import { useT } from '../../ui/i18n'
import { Placeholder } from '../../ui/layout/Placeholder'

/** /vault keeps the spec's placeholder text and points to the vaults page, which lives at /inflation. */
export const Route = createFileRoute('/_wallet/vault')({
  component: function VaultRoute() {
    const t = useT()
    return (
      <>
        <Placeholder title="vault.title" note="vault.placeholder" />
        <p className="screen">
          <Link to="/inflation">{t('vaults.goTo')}</Link>
        </p>
      </>
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import type { Address } from 'viem'
import { useSession } from '../../ui/app/AppActors'
import { SecretPage } from '../../ui/secrets/SecretPage'
import { useSecretPage } from '../-secrets/useSecretPage'

export const Route = createFileRoute('/_wallet/view-seed-phrase')({
  // A new page for each chosen account: a secret shown stays the account's it was shown for.
  component: function ViewSeedPhraseRoute() {
    const address = useSession((s) => (s.context.watchOnly ? null : s.context.address))
    return <Secret key={address ?? 'watch-only'} account={address} />
  },
})

function Secret({ account }: { account: Address | null }) {
  return <SecretPage actor={useSecretPage('mnemonic', account)} />
}

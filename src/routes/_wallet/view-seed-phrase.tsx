import { createFileRoute } from '@tanstack/react-router'
import { SecretPage } from '../../ui/secrets/SecretPage'
import { useSecretPage } from '../-secrets/useSecretPage'

export const Route = createFileRoute('/_wallet/view-seed-phrase')({
  component: function ViewSeedPhraseRoute() {
    return <SecretPage actor={useSecretPage('mnemonic')} />
  },
})

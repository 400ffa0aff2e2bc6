import { createFileRoute } from '@tanstack/react-router'
import { SecretPage } from '../../ui/secrets/SecretPage'
import { useSecretPage } from '../-secrets/useSecretPage'

export const Route = createFileRoute('/_wallet/view-private-key')({
  component: function ViewPrivateKeyRoute() {
    return <SecretPage actor={useSecretPage('privateKey')} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '../../ui/layout/Placeholder'

export const Route = createFileRoute('/_wallet/vault')({
  component: () => <Placeholder title="vault.title" note="vault.placeholder" />,
})

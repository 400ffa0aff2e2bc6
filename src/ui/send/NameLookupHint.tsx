import type { Address as Hex } from 'viem'
import { useT } from '../i18n'
import { Address } from '../kit/Address'

/**
 * Under an address field that takes an ENS name (payees, watched addresses): the address a name resolved to,
 * or that the name is being looked up; nothing otherwise.
 */
export function NameLookupHint({
  resolved,
  resolving,
  typed,
  testId,
}: {
  resolved: { name: string; address: Hex } | null | undefined
  resolving: boolean
  typed: string
  testId: string
}) {
  const t = useT()
  if (resolved)
    return (
      <span data-testid={testId}>
        {t('send.recipient.resolved', { name: resolved.name })} <Address address={resolved.address} full />
      </span>
    )
  if (resolving) return <span role="status">{t('send.recipient.nameResolving', { name: typed.trim() })}</span>
  return null
}

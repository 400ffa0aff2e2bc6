import type { PublicClient } from 'viem'
import { EnsNameError } from '../../domain/send/ensErrors'
import type { Address } from '../profile'
import { resolveEnsName } from './resolveEnsName'

/** Arguments of {@link verifyEnsName}: the name, the address the form resolved it to, and the registry. */
export type VerifyEnsNameParameters = { name: string; address: Address; registry: Address }

/**
 * Asks ENS again, as the review is prepared, whether the name still points to the address the form showed,
 * so the review never pairs a name with an address it no longer has.
 * @throws EnsNameError 'send.recipient.nameChanged' (with the new address) or 'send.recipient.nameNotFound'.
 * @example await verifyEnsName(client, { name: 'ana.eth', address, registry: ENS_REGISTRY })
 */
export async function verifyEnsName(
  client: PublicClient,
  { name, address, registry }: VerifyEnsNameParameters,
): Promise<void> {
  const now = await resolveEnsName(client, { name, registry })
  if (!now.address) throw new EnsNameError('send.recipient.nameNotFound', { name: now.name })
  if (now.address.toLowerCase() !== address.toLowerCase())
    throw new EnsNameError('send.recipient.nameChanged', { name: now.name, address: now.address })
}

import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { namehash, normalize } from 'viem/ens'
import { EnsNameError } from '../../domain/send/ensErrors'
import type { Address } from '../profile'

const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
const resolverAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])

/** Arguments of {@link resolveEnsName}: the name as typed and the registry to ask. */
export type ResolveEnsNameParameters = { name: string; registry: Address }

/** The name as ENS normalises it, and the Ethereum address its resolver gives (null when none). */
export type ResolvedEnsName = { name: string; address: Address | null }

/** A contract that said no (a revert) or said nothing (no code there): an answer, not a network failure. */
const saidNothing = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError,
  ) !== null

/** An address answer, with the zero address and a contract that said nothing both read as "none". */
async function orNull(answer: Promise<Address>): Promise<Address | null> {
  try {
    const address = await answer
    return address === zeroAddress ? null : address
  } catch (error) {
    if (saidNothing(error)) return null
    throw error
  }
}

/**
 * Looks an ENS name up the way the registry lays it out (ENSIP-1): normalise (ENSIP-15), hash the name,
 * ask the registry for the name's resolver, ask that resolver for its `addr`. Two `eth_call`s, one after the
 * other, and only for names: a send to a 0x address never comes here. A name with no resolver, a resolver
 * without an address (or the zero address), or a resolver that reverts or has no code gives `address: null`.
 * Names served through a parent's wildcard resolver (ENSIP-10) or off-chain (CCIP-Read) are not followed:
 * they answer null, never a wrong address.
 * @throws EnsNameError 'send.recipient.nameInvalid' when the normaliser refuses the name; the node's error
 *   when it cannot be reached.
 * @example await resolveEnsName(client, { name: 'Ana.eth', registry: ENS_REGISTRY }) // { name: 'ana.eth', address: '0x7099…' }
 */
export async function resolveEnsName(
  client: PublicClient,
  { name, registry }: ResolveEnsNameParameters,
): Promise<ResolvedEnsName> {
  let normalized: string
  try {
    normalized = normalize(name)
  } catch {
    throw new EnsNameError('send.recipient.nameInvalid', { name })
  }
  const node = namehash(normalized)
  const resolver = await orNull(
    client.readContract({ address: registry, abi: registryAbi, functionName: 'resolver', args: [node] }),
  )
  if (!resolver) return { name: normalized, address: null }
  const address = await orNull(
    client.readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] }),
  )
  return { name: normalized, address }
}

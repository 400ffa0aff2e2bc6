import type { NetworkId } from '../catalogue/networks'

/** A 20-byte hex address. */
type Address = `0x${string}`

/** The only network whose ENS registry the wallet reads: names are refused on the other three. */
export const ENS_NETWORK: NetworkId = 'ethereum'

/** The ENS registry (ENSRegistryWithFallback) on Ethereum mainnet; the devnet places its own here too. */
export const ENS_REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

/** What the user typed as a recipient, by its shape alone (no normalisation, no lookup). */
export type RecipientText =
  | { kind: 'empty' }
  | { kind: 'address' }
  /** Dotted labels, as an ENS name is written (`ana.eth`, `pagos.Ana.ETH`); trimmed, as typed. */
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

const hexAddress = /^0x[0-9a-fA-F]{40}$/
/** Two or more non-empty labels joined by dots, with no spaces anywhere. */
const dotted = /^[^\s.]+(?:\.[^\s.]+)+$/u

/**
 * Sorts what was typed into the recipient field: nothing, a 0x address, something shaped like an ENS name
 * (which the ENS normaliser will still have to accept), or neither. The text is trimmed first.
 * @example classifyRecipient(' Ana.eth ') // { kind: 'name', name: 'Ana.eth' }
 * @example classifyRecipient('0xabc') // { kind: 'invalid' }
 */
export function classifyRecipient(input: string): RecipientText {
  const text = input.trim()
  if (text === '') return { kind: 'empty' }
  if (hexAddress.test(text)) return { kind: 'address' }
  if (dotted.test(text)) return { kind: 'name', name: text }
  return { kind: 'invalid' }
}

/**
 * What looking a name up answered, for the text it was asked for (`text`, trimmed as typed): the address its
 * resolver gives, with the name as ENS normalises it; no address (no resolver, a zero address, a resolver
 * that does not answer); a name the normaliser refuses; or no answer from the network.
 */
export type NameLookup =
  | { text: string; status: 'resolved'; name: string; address: Address }
  | { text: string; status: 'notFound'; name: string }
  | { text: string; status: 'invalidName' }
  | { text: string; status: 'unreachable' }

/** The lookup that answers for what is typed now, or null when there is none yet (or it is stale). */
export function lookupFor(input: string, lookup: NameLookup | null): NameLookup | null {
  return lookup && lookup.text === input.trim() ? lookup : null
}

/**
 * The ENS name typed, when the send form must still look it up: a name, on Ethereum, with no lookup that
 * answers for this very text yet. Null for an address, for any other network, or once answered.
 * @example nameToLookUp('ana.eth', 'ethereum', null) // 'ana.eth'
 */
export function nameToLookUp(input: string, network: NetworkId, lookup: NameLookup | null): string | null {
  const shape = classifyRecipient(input)
  if (shape.kind !== 'name' || network !== ENS_NETWORK) return null
  return lookupFor(shape.name, lookup) ? null : shape.name
}

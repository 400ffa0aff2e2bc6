import { checksumAddress } from 'viem'
import type { NetworkId } from '../catalogue/networks'
import { classifyRecipient, ENS_NETWORK, lookupFor, type NameLookup } from './recipientName'

/** A 20-byte hex address. */
export type Address = `0x${string}`

/**
 * Why a recipient was refused: nothing typed, not an address, or a mixed-case address with a bad checksum;
 * for an ENS name: not looked up yet (`nameResolving`), no address for it, refused by the normaliser, no
 * answer from the network, or typed with another network chosen (names resolve on Ethereum only).
 */
export type RecipientProblem =
  | 'empty'
  | 'invalid'
  | 'checksum'
  | 'nameResolving'
  | 'nameNotFound'
  | 'nameInvalid'
  | 'nameUnreachable'
  | 'nameWrongNetwork'

/** A recipient checked against the rules and against the addresses the user already knows. */
export type RecipientCheck =
  | { ok: false; problem: RecipientProblem }
  | {
      ok: true
      /** The EIP-55 form of the address. */
      address: Address
      /** A known address with the same first and last four hex digits but not this one (poisoning). */
      lookalike: Address | null
      /** The ENS name (normalised) the address was resolved from; null when an address was typed. */
      name: string | null
    }

/** How the send form reads ENS names: the network chosen and the last lookup the form has. */
export type NameOptions = { network: NetworkId; lookup: NameLookup | null }

const nameProblems = {
  notFound: 'nameNotFound',
  invalidName: 'nameInvalid',
  unreachable: 'nameUnreachable',
} as const

const hexShape = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether a mixed-case address matches its EIP-55 checksum. All-lowercase and all-uppercase addresses
 * carry no checksum and pass.
 * @example hasValidChecksum('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 */
export function hasValidChecksum(address: string): boolean {
  if (!hexShape.test(address)) return false
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return checksumAddress(address as Address) === address
}

/**
 * Two different addresses that share the first four and the last four hex digits: the shape address
 * poisoning relies on (a dust transfer from a look-alike lands in the victim's history).
 */
export function looksAlike(a: string, b: string): boolean {
  const x = a.toLowerCase().slice(2)
  const y = b.toLowerCase().slice(2)
  return x !== y && x.slice(0, 4) === y.slice(0, 4) && x.slice(-4) === y.slice(-4)
}

/**
 * Checks what the user typed as recipient (trimmed): a 0x address of 40 hex digits, with a valid EIP-55
 * checksum when mixed-case; then looks for a saved payee or past recipient it imitates. With `names` (the
 * send form), a dotted name is an ENS name: good once `names.lookup` resolved that very text on Ethereum,
 * the resolved address then checked like a typed one. Without `names` (a payee), a name is not an address.
 * @example validateRecipient('0xabc', []) // { ok: false, problem: 'invalid' }
 * @example validateRecipient('ana.eth', [], { network: 'polygon', lookup: null }) // { ok: false, problem: 'nameWrongNetwork' }
 */
export function validateRecipient(
  input: string,
  known: readonly string[],
  names?: NameOptions,
): RecipientCheck {
  const text = input.trim()
  const shape = classifyRecipient(text)
  if (shape.kind === 'empty') return { ok: false, problem: 'empty' }
  if (shape.kind === 'name' && names) return checkName(text, known, names)
  if (shape.kind !== 'address') return { ok: false, problem: 'invalid' }
  if (!hasValidChecksum(text)) return { ok: false, problem: 'checksum' }
  return checked(checksumAddress(text as Address), known, null)
}

function checkName(text: string, known: readonly string[], names: NameOptions): RecipientCheck {
  if (names.network !== ENS_NETWORK) return { ok: false, problem: 'nameWrongNetwork' }
  const lookup = lookupFor(text, names.lookup)
  if (!lookup) return { ok: false, problem: 'nameResolving' }
  if (lookup.status !== 'resolved') return { ok: false, problem: nameProblems[lookup.status] }
  return checked(checksumAddress(lookup.address), known, lookup.name)
}

function checked(address: Address, known: readonly string[], name: string | null): RecipientCheck {
  const lookalike = known.find((k) => hexShape.test(k) && looksAlike(k, address))
  return { ok: true, address, lookalike: lookalike ? checksumAddress(lookalike as Address) : null, name }
}

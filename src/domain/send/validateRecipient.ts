import { checksumAddress } from 'viem'

/** A 20-byte hex address. */
export type Address = `0x${string}`

/** Why a recipient was refused: nothing typed, not an address, or a mixed-case address with a bad checksum. */
export type RecipientProblem = 'empty' | 'invalid' | 'checksum'

/** A recipient checked against the rules and against the addresses the user already knows. */
export type RecipientCheck =
  | { ok: false; problem: RecipientProblem }
  | {
      ok: true
      /** The EIP-55 form of the address. */
      address: Address
      /** A known address with the same first and last four hex digits but not this one (poisoning). */
      lookalike: Address | null
    }

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
 * checksum when mixed-case; then looks for a saved payee or past recipient it imitates.
 * @example validateRecipient('0xabc', []) // { ok: false, problem: 'invalid' }
 */
export function validateRecipient(input: string, known: readonly string[]): RecipientCheck {
  const text = input.trim()
  if (text === '') return { ok: false, problem: 'empty' }
  if (!hexShape.test(text)) return { ok: false, problem: 'invalid' }
  if (!hasValidChecksum(text)) return { ok: false, problem: 'checksum' }
  const address = checksumAddress(text as Address)
  const lookalike = known.find((k) => hexShape.test(k) && looksAlike(k, address))
  return { ok: true, address, lookalike: lookalike ? checksumAddress(lookalike as Address) : null }
}

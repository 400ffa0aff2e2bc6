import { looksAlike } from '../send/validateRecipient'

/** A 20-byte hex address. */
type Address = `0x${string}`

/** The zero address: money sent there is burnt. */
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

/** Why the review asks the user to look twice at a recipient; each has the text `review.warning.<kind>`. */
export type RecipientWarning =
  | { kind: 'zeroAddress' }
  | { kind: 'ownAddress' }
  | { kind: 'tokenContract'; symbol: string }
  | { kind: 'lookalike'; address: Address }
  | { kind: 'newRecipient' }

/** What the review knows about the user's own address and the addresses they already trust. */
export type RecipientFacts = {
  /** The sender. */
  own: Address
  /** Saved payees (by name) and past recipients. */
  payees: readonly { name: string; address: string }[]
  recipients: readonly string[]
  /** Token contracts on the plan's network, by symbol: sending tokens to one loses them. */
  tokenContracts: readonly { symbol: string; address: string }[]
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The saved payee's name for an address, or null.
 * @example payeeName('0xabc…', { payees: [{ name: 'Ana', address: '0xABC…' }] }) // 'Ana'
 */
export function payeeName(address: string, facts: Pick<RecipientFacts, 'payees'>): string | null {
  return facts.payees.find((p) => same(p.address, address))?.name ?? null
}

/**
 * Every reason to look twice at a recipient, most serious first: the zero address, the user's own
 * address, a token contract, a look-alike of a known address (address poisoning), or simply an address
 * never paid and not saved as a payee.
 * @example recipientWarnings(ZERO_ADDRESS, facts) // [{ kind: 'zeroAddress' }]
 */
export function recipientWarnings(recipient: Address, facts: RecipientFacts): RecipientWarning[] {
  if (same(recipient, ZERO_ADDRESS)) return [{ kind: 'zeroAddress' }]
  if (same(recipient, facts.own)) return [{ kind: 'ownAddress' }]
  const warnings: RecipientWarning[] = []
  const token = facts.tokenContracts.find((t) => same(t.address, recipient))
  if (token) warnings.push({ kind: 'tokenContract', symbol: token.symbol })
  const known = [...facts.payees.map((p) => p.address), ...facts.recipients]
  if (known.some((k) => same(k, recipient))) return warnings
  const lookalike = known.find((k) => looksAlike(k, recipient))
  if (lookalike) warnings.push({ kind: 'lookalike', address: lookalike as Address })
  if (!token) warnings.push({ kind: 'newRecipient' })
  return warnings
}

import type { NetworkId } from '../catalogue/networks'
import type { NameLookup } from '../send/recipientName'
import { type RecipientProblem, validateRecipient } from '../send/validateRecipient'

/** Spec §9: at most 200 payees are kept. */
export const PAYEE_CAP = 200

/** A saved payee (spec §3): id, name, address, network. */
export type Payee = {
  id: string
  name: string
  address: `0x${string}`
  network: NetworkId
}

/**
 * What the payee form holds; `lookup` is the last ENS lookup of the address field (a name is saved as the
 * address it gives, looked up on Ethereum the way the send form does).
 */
export type PayeeDraft = { name: string; address: string; network: NetworkId; lookup?: NameLookup | null }

/**
 * The outcome of checking a draft: nothing to do (a blank field), a name still to look up, a bad address (or
 * a name without one), or a payee to save (with the ENS name it came from, if any).
 */
export type PayeeDraftCheck =
  | { kind: 'blank' }
  | { kind: 'lookup'; name: string }
  | { kind: 'invalid'; problem: RecipientProblem }
  | { kind: 'ok'; name: string; address: `0x${string}`; network: NetworkId; ens: string | null }

/**
 * Trims name and address; a blank one means nothing happens (spec §5); the address must be valid (a
 * mixed-case one with a correct EIP-55 checksum), or an ENS name that `lookup` resolved on Ethereum. The
 * saved address is the checksummed form: a name is never saved, since its owner can point it elsewhere.
 * @example checkPayeeDraft({ name: 'Ana', address: 'ana.eth', network: 'ethereum', lookup: null }) // { kind: 'lookup', name: 'ana.eth' }
 */
export function checkPayeeDraft(draft: PayeeDraft): PayeeDraftCheck {
  const name = draft.name.trim()
  const address = draft.address.trim()
  if (name === '' || address === '') return { kind: 'blank' }
  const lookup = draft.lookup ?? null
  const check = validateRecipient(address, [], { network: draft.network, lookup })
  if (!check.ok && check.problem === 'nameResolving') return { kind: 'lookup', name: address }
  if (!check.ok) return { kind: 'invalid', problem: check.problem }
  return { kind: 'ok', name, address: check.address, network: draft.network, ens: check.name }
}

/**
 * The list with `payee` put first (newest first), cut to {@link PAYEE_CAP}. An entry with the same id is
 * replaced, so replaying an add is harmless.
 */
export function addPayee(list: readonly Payee[], payee: Payee): Payee[] {
  return [payee, ...list.filter((p) => p.id !== payee.id)].slice(0, PAYEE_CAP)
}

/** The saved payee with this address (any capitalisation), if any: an address is saved once. */
export function payeeWithAddress(list: readonly Payee[], address: string): Payee | undefined {
  const wanted = address.toLowerCase()
  return list.find((p) => p.address.toLowerCase() === wanted)
}

/**
 * The list with the payee `id` given a new name and address, moved first. Any other entry with that
 * address goes (an address is saved once). An unknown id leaves the list as it was.
 * @example updatePayee(list, 'p1', { name: 'Ana María', address }) // [{ id: 'p1', name: 'Ana María', … }, …]
 */
export function updatePayee(
  list: readonly Payee[],
  id: string,
  change: { name: string; address: `0x${string}` },
): Payee[] {
  const current = list.find((p) => p.id === id)
  if (!current) return [...list]
  const lower = change.address.toLowerCase()
  const rest = list.filter((p) => p.id !== id && p.address.toLowerCase() !== lower)
  return [{ ...current, ...change }, ...rest]
}

/** The list without the payee `id`. */
export function removePayee(list: readonly Payee[], id: string): Payee[] {
  return list.filter((p) => p.id !== id)
}

/** Reads whatever storage held as a payee list, dropping entries of the wrong shape. */
export function toPayeeList(value: unknown): Payee[] {
  if (!Array.isArray(value)) return []
  return value
    .filter(
      (p): p is Payee =>
        !!p &&
        typeof p === 'object' &&
        typeof p.id === 'string' &&
        typeof p.name === 'string' &&
        typeof p.address === 'string' &&
        /^0x[0-9a-fA-F]{40}$/.test(p.address) &&
        typeof p.network === 'string',
    )
    .slice(0, PAYEE_CAP)
}

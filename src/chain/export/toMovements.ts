import { getAddress } from 'viem'
import type { StepDescription } from '../../domain/activity/describeStep'
import { tokens } from '../../domain/catalogue/tokens'
import type { Movement, MovementKind } from '../../domain/export'
import { describeEntry } from '../activity/describeEntry'
import type { Transaction } from '../getHistory'
import { type FullHistory, feeKey } from '../history/getFullHistory'
import type { ActivityEntry } from '../pipeline/types'
import type { Address } from '../profile'

const isAddress = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text)
/** Addresses as the explorers show them (EIP-55), whatever case the source gave. */
const checksummed = (text: string | null | undefined) =>
  text && isAddress(text) ? getAddress(text) : (text ?? null)

/** How a step of the app's own plans is named in the file: its action ({@link describeStep}). */
function kindOfStep(d: StepDescription): MovementKind {
  // A cancel is 0 of the native coin to the wallet itself: the fee is all it costs.
  return d.action === 'transfer' ? 'sent' : d.action === 'cancel' ? 'self' : d.action
}

/**
 * What an approval or a revoke adds to its line: the token, the allowance it set (moving nothing, so the
 * amount moved is 0) and the spender as the other side (`otherwise`, the token contract called, only for an
 * entry too old to say whom it allowed).
 */
function allowanceFields(
  d: StepDescription,
  otherwise: string | null,
): Pick<Movement, 'token' | 'amount' | 'counterparty' | 'approved'> | null {
  if (d.action !== 'approve' && d.action !== 'revoke') return null
  return {
    token: d.token,
    amount: 0n,
    counterparty: checksummed(d.counterparty.address ?? otherwise),
    approved: d.amount ?? 0n,
  }
}

/** A swap's other half, on its line: what its receipt paid the wallet, in the intent's target token. */
const receivedOf = (entry: ActivityEntry | null | undefined): Pick<Movement, 'received'> =>
  entry?.intent.kind === 'swap' && entry.step === 'swap' && entry.received !== undefined
    ? {
        received: {
          token: tokens[entry.intent.toTokenKey].address === null ? null : entry.intent.toTokenKey,
          amount: entry.received,
        },
      }
    : {}

/** The protocol a contract call of the app names, when it has one ("Aave v3"). */
const protocolOf = (d: StepDescription | null) =>
  d && d.action !== 'transfer' && d.counterparty.name ? { protocol: d.counterparty.name } : {}

function kindOf(tx: Pick<Transaction, 'from' | 'to'>, me: string, d: StepDescription | null): MovementKind {
  if (d && d.action !== 'transfer') return kindOfStep(d)
  const from = tx.from.toLowerCase() === me
  const to = tx.to?.toLowerCase() === me
  return from && to ? 'self' : from ? 'sent' : 'received'
}

/**
 * The activity export's lines: every transaction the chain lists, named by the app's own intent where the
 * activity store recorded one (a deposit, an approval…), plus what the app broadcast that the chain does not
 * list (pending, dropped, or not indexed yet; not one replaced or cancelled by another on its nonce, which moved
 * nothing). A transaction's fee is on its first line only, and only when
 * this wallet sent it. A token call the chain shows as "0 ETH to the token contract" (an approval, a failed
 * transfer) takes the token and amount the app recorded.
 * @example toMovements(address, await getFullHistory(clients, { address, profile }), await readActivity({ from: address }))
 */
export function toMovements(
  address: Address,
  history: Pick<FullHistory, 'transactions' | 'fees'>,
  activity: readonly ActivityEntry[],
): Movement[] {
  const me = address.toLowerCase()
  const entries = new Map(activity.map((e) => [feeKey(e.network, e.hash), e]))
  const listed = new Set<string>()
  const fromChain = history.transactions.map((tx): Movement => {
    const key = feeKey(tx.network, tx.hash)
    const entry = entries.get(key)
    const described = entry ? describeEntry(entry) : null
    const kind = kindOf(tx, me, described)
    const bare = tx.token === null && tx.valueWei === 0n && entry?.tokenKey !== undefined
    const first = !listed.has(key)
    const fee = first ? (history.fees.get(key) ?? null) : null
    listed.add(key)
    const counterparty = checksummed(
      bare && entry?.intent.kind === 'transfer'
        ? entry.intent.to
        : tx.from.toLowerCase() === me
          ? tx.to
          : tx.from,
    )
    return {
      hash: tx.hash,
      network: tx.network,
      timeStamp: tx.timeStamp,
      kind,
      status: tx.isError ? 'failed' : 'confirmed',
      token: bare ? (entry?.tokenKey ?? null) : tx.token,
      amount: bare ? (entry?.amount ?? 0n) : tx.valueWei,
      counterparty,
      ...protocolOf(described),
      fee,
      ...(described ? allowanceFields(described, tx.to) : null),
      // On the swap's first line only (the one with its fee), should the chain list it twice.
      ...(first ? receivedOf(entry) : {}),
    }
  })
  // A transaction replaced or cancelled on its nonce moved nothing: the one that took the nonce is the line.
  const fromApp = activity
    .filter((e) => !listed.has(feeKey(e.network, e.hash)))
    .flatMap((e) => (e.status === 'replaced' || e.status === 'cancelled' ? [] : [{ ...e, status: e.status }]))
    .map((e): Movement => {
      const described = describeEntry(e)
      return {
        hash: e.hash,
        network: e.network,
        timeStamp: e.createdAt,
        kind: kindOfStep(described),
        status: e.status,
        token: described.token,
        amount: described.moves ? (described.amount ?? 0n) : 0n,
        // The recipient of a send, the contract a protocol call went to.
        counterparty: checksummed(described.counterparty.address),
        ...protocolOf(described),
        fee: null,
        ...allowanceFields(described, e.sent?.to ?? null),
        ...receivedOf(e),
      }
    })
  return [...fromChain, ...fromApp].sort((a, b) => a.timeStamp - b.timeStamp)
}

import { getAddress } from 'viem'
import type { Movement, MovementKind } from '../../domain/export'
import type { Transaction } from '../getHistory'
import { type FullHistory, feeKey } from '../history/getFullHistory'
import type { ActivityEntry, StepKind } from '../pipeline/types'
import type { Address } from '../profile'

/** How a step of the app's own plans is named in the file. */
const kindOfStep: Record<Exclude<StepKind, 'transfer'>, MovementKind> = {
  approve: 'approve',
  resetApproval: 'approve',
  revoke: 'revoke',
  supply: 'supply',
  deposit: 'supply',
  addLiquidity: 'supply',
  withdraw: 'withdraw',
  stake: 'stake',
  cooldown: 'cooldown',
  unstake: 'unstake',
  borrow: 'borrow',
  repay: 'repay',
  // A cancel is 0 of the native coin to the wallet itself: the fee is all it costs.
  cancel: 'self',
}

const isAddress = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text)
/** Addresses as the explorers show them (EIP-55), whatever case the source gave. */
const checksummed = (text: string | null | undefined) =>
  text && isAddress(text) ? getAddress(text) : (text ?? null)
/** An approval moves nothing: its line carries the fee and an amount of 0. */
const movesNothing = (kind: MovementKind) => kind === 'approve' || kind === 'revoke'

function kindOf(tx: Pick<Transaction, 'from' | 'to'>, me: string, entry?: ActivityEntry): MovementKind {
  if (entry && entry.step !== 'transfer') return kindOfStep[entry.step]
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
    const kind = kindOf(tx, me, entry)
    const bare = tx.token === null && tx.valueWei === 0n && entry?.tokenKey !== undefined
    const fee = listed.has(key) ? null : (history.fees.get(key) ?? null)
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
      amount: movesNothing(kind) ? 0n : bare ? (entry?.amount ?? 0n) : tx.valueWei,
      counterparty,
      ...(entry && entry.step !== 'transfer' && !isAddress(entry.target) ? { protocol: entry.target } : {}),
      fee,
    }
  })
  // A transaction replaced or cancelled on its nonce moved nothing: the one that took the nonce is the line.
  const fromApp = activity
    .filter((e) => !listed.has(feeKey(e.network, e.hash)))
    .flatMap((e) => (e.status === 'replaced' || e.status === 'cancelled' ? [] : [{ ...e, status: e.status }]))
    .map((e): Movement => {
      const kind = e.step === 'transfer' ? 'sent' : kindOfStep[e.step]
      return {
        hash: e.hash,
        network: e.network,
        timeStamp: e.createdAt,
        kind,
        status: e.status,
        token: e.tokenKey ?? null,
        amount: movesNothing(kind) ? 0n : (e.amount ?? 0n),
        counterparty: e.intent.kind === 'transfer' ? checksummed(e.intent.to) : null,
        ...(e.step !== 'transfer' && !isAddress(e.target) ? { protocol: e.target } : {}),
        fee: null,
      }
    })
  return [...fromChain, ...fromApp].sort((a, b) => a.timeStamp - b.timeStamp)
}

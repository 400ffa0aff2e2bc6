import { get, set } from 'idb-keyval'
import type { Address } from './profile'

/** idb-keyval key of the last balances read, kept for the one wallet on this device. */
export const lastBalancesKey = 'lastBalances'

type Stored = { address: Address; balances: Record<string, bigint> }

/**
 * Keeps the balances just read (public on-chain amounts, base units) so that a later visit with no
 * connection — the installed app opened offline — can show them, marked as not current.
 */
export async function rememberBalances(address: Address, balances: Record<string, bigint>): Promise<void> {
  await set(lastBalancesKey, { address, balances } satisfies Stored)
}

/** The last balances read for this address, or null (none kept, another wallet's, or storage unavailable). */
export async function recallBalances(address: Address): Promise<Record<string, bigint> | null> {
  try {
    const stored = (await get(lastBalancesKey)) as Stored | undefined
    return stored?.address.toLowerCase() === address.toLowerCase() ? stored.balances : null
  } catch {
    return null
  }
}

import { get, set } from 'idb-keyval'
import {
  addPayee,
  type Payee,
  type PayeeDraft,
  payeeWithAddress,
  removePayee,
  toPayeeList,
  updatePayee,
} from '../../domain/payees'
import { crossTab } from '../crossTab'
import type { Address } from '../profile'

/** idb-keyval key of the saved payees (spec §3: "payees"), newest first, at most 200. */
export const PAYEES_KEY = 'payees'
/**
 * idb-keyval key of the addresses sent to before the wallet had several accounts, newest first, for the
 * look-alike check. They were all sent from the wallet's one account, and are read for each of its accounts.
 */
export const RECIPIENTS_KEY = 'recipients'
/** idb-keyval key of the addresses one account (`from`) sent to, newest first: each account's own last uses. */
export const recipientsKey = (from: string) => `recipients:${from.toLowerCase()}`
/** How many past recipients are remembered. */
export const RECIPIENT_CAP = 50

/** Two tabs adding a payee at the same moment both keep theirs. */
const tabs = /* @__PURE__ */ crossTab('billetera-payees')

/** The saved payees, newest first. */
export async function readPayees(): Promise<Payee[]> {
  return toPayeeList(await get(PAYEES_KEY))
}

/** Runs a change of the stored list under the shared lock, stores it and tells the other tabs. */
async function change(next: (list: Payee[]) => Payee[]): Promise<Payee[]> {
  const list = await tabs.exclusive(async () => {
    const changed = next(await readPayees())
    await set(PAYEES_KEY, changed)
    return changed
  })
  tabs.notify()
  return list
}

/**
 * Saves a checked payee first in the list (at most 200 kept) and tells the other tabs. With `id`, that
 * payee is renamed (and readdressed) instead. An address already saved (maybe by another tab a moment
 * ago) is never saved twice: that entry takes the new name.
 * @returns the list as stored.
 */
export async function savePayee(
  draft: PayeeDraft & { address: Address; id?: string | null },
): Promise<Payee[]> {
  return change((list) => {
    const id = draft.id ?? payeeWithAddress(list, draft.address)?.id
    if (id && list.some((p) => p.id === id))
      return updatePayee(list, id, { name: draft.name, address: draft.address })
    return addPayee(list, {
      id: crypto.randomUUID(),
      name: draft.name,
      address: draft.address,
      network: draft.network,
    })
  })
}

/** Deletes the payee `id` and tells the other tabs. */
export async function deletePayee(id: string): Promise<Payee[]> {
  return change((list) => removePayee(list, id))
}

async function readList(key: string): Promise<Address[]> {
  const value: unknown = await get(key)
  return Array.isArray(value)
    ? value.filter((a): a is Address => typeof a === 'string').slice(0, RECIPIENT_CAP)
    : []
}

/**
 * Addresses sent to before, newest first: the account `from`'s own, then those sent to before the wallet had
 * several accounts (each once). Without `from`, only the latter.
 * @example await readRecipients(account) // where this account sent money, for its look-alike check
 */
export async function readRecipients(from?: Address): Promise<Address[]> {
  const [own, earlier] = await Promise.all([
    from ? readList(recipientsKey(from)) : [],
    readList(RECIPIENTS_KEY),
  ])
  const seen = new Set<string>()
  return [...own, ...earlier].filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()))
}

/** Puts an address first among the account `from`'s past recipients (each once) and tells the other tabs. */
export async function rememberRecipient(address: Address, from?: Address): Promise<void> {
  const key = from ? recipientsKey(from) : RECIPIENTS_KEY
  await tabs.exclusive(async () => {
    const rest = (await readList(key)).filter((a) => a.toLowerCase() !== address.toLowerCase())
    await set(key, [address, ...rest].slice(0, RECIPIENT_CAP))
  })
  tabs.notify()
}

/** Calls `onChange` whenever any tab (this one included) changes payees or recipients. */
export function watchPayeeStore(onChange: () => void): () => void {
  return tabs.watch(onChange)
}

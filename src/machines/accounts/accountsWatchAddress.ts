import { ENS_NETWORK } from '../../domain/send/recipientName'
import { recipientProblemText } from '../../domain/send/recipientProblemText'
import { validateRecipient } from '../../domain/send/validateRecipient'
import type { AccountsContext, AccountsProblem } from './accountsSetup'

type Address = `0x${string}`
/** What the watch form holds that these read: the address field and its last ENS lookup. */
type WatchForm = Pick<AccountsContext, 'address' | 'lookup'>

/** The address field read as the send form reads a recipient: a 0x address, or a name looked up on Ethereum. */
const addressCheck = (c: WatchForm) =>
  validateRecipient(c.address, [], { network: ENS_NETWORK, lookup: c.lookup })

/**
 * Why the address to watch cannot be watched: the field's own text (empty), the one wording of a bad address,
 * Send's words for a name without an address, or one of the wallet's own accounts; null when it can.
 */
export function watchAddressProblem(
  c: WatchForm,
  own: readonly { address: Address }[],
): AccountsProblem | null {
  const address = addressCheck(c)
  if (!address.ok) {
    const name = c.lookup && 'name' in c.lookup ? c.lookup.name : c.address.trim()
    const message =
      recipientProblemText(address.problem, name) ??
      (address.problem === 'empty'
        ? { key: 'accounts.problem.address.empty' }
        : { key: 'send.recipient.nameResolving', values: { name } })
    return { field: 'address', message }
  }
  if (own.some((a) => a.address.toLowerCase() === address.address.toLowerCase()))
    return { field: 'address', message: { key: 'accounts.problem.address.own' } }
  return null
}

/** The watched address of the form, checksummed (the address a name gave, never the name). */
export function watchedAddress(c: WatchForm): Address {
  const check = addressCheck(c)
  return check.ok ? check.address : (c.address.trim() as Address)
}

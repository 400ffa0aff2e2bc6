import type { ErrorMessage } from '../errors/message'
import type { RecipientProblem } from './validateRecipient'

/**
 * The one text for a recipient that is not an address, wherever one is typed (the send form, a payee, an
 * address to watch): a bad address is `address.invalid`, a bad checksum `address.checksum`, and a name the
 * same words Send says (`send.recipient.nameNotFound`, …), with the name as ENS wrote it back or as typed.
 * Null while there is nothing to say yet: nothing typed, or a name still being looked up.
 * @example recipientProblemText('invalid', '0xabc') // { key: 'address.invalid' }
 * @example recipientProblemText('nameNotFound', 'vacio.eth') // { key: 'send.recipient.nameNotFound', values: { name: 'vacio.eth' } }
 */
export function recipientProblemText(problem: RecipientProblem, name: string): ErrorMessage | null {
  switch (problem) {
    case 'empty':
    case 'nameResolving':
      return null
    case 'invalid':
      return { key: 'address.invalid' }
    case 'checksum':
      return { key: 'address.checksum' }
    default:
      return { key: `send.recipient.${problem}`, values: { name } }
  }
}

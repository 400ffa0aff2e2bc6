import type { ens as es } from '../es/ens'

/** English texts of ENS names in the send dialog and its review. */
export const ens: Record<keyof typeof es, string> = {
  'send.recipient.placeholder': '0x… or name.eth',
  'send.recipient.nameResolving': 'Looking up the address of “{name}”…',
  'send.recipient.resolved': 'Address of “{name}” on Ethereum:',
  'send.recipient.nameNotFound': 'We found no address for “{name}” on Ethereum.',
  'send.recipient.nameInvalid': '“{name}” is not a valid ENS name.',
  'send.recipient.nameUnreachable':
    'We could not reach ENS to look up “{name}”. Check your connection and try again.',
  'send.recipient.nameWrongNetwork':
    "ENS names work on Ethereum only. Choose Ethereum, or paste the recipient's 0x… address.",
  'send.recipient.retry': 'Look up again',
  'send.recipient.nameChanged':
    '“{name}” now points to another address ({address}). Check the recipient before sending.',
  'review.ens.note': 'This is the address the ENS name points to on Ethereum today, and the one signed.',
}

import type { signerFound as es } from '../es/signerFound'

/** English texts of the unlock frame's note on a found wallet; typed by the Spanish keys. */
export const signerFound: Record<keyof typeof es, string> = {
  'unlock.found.title': 'Wallet found in this browser',
  'unlock.found.body':
    'An earlier version of Billetera saved it here. Open it only if it is yours: with its password it becomes your wallet. If you do not recognise it, use Forgot your password?',
  'unlock.found.address': 'Address',
  'unlock.found.archived':
    'An earlier version of Billetera saved it here. Open it only if it is yours and you know its password; if you do not recognise it, leave it in Previous wallets.',
}

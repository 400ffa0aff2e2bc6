import type { signer as es } from '../es/signer'

/** English texts of the signer's own screens; typed by the Spanish keys. */
export const signer: Record<keyof typeof es, string> = {
  'unlock.password': 'Password',
  'unlock.submit': 'Unlock',
  'unlock.wrongPassword': 'Wrong password. Try again.',
  'unlock.lockedElsewhere':
    'The wallet was locked (in another tab, or for inactivity) while you were opening it. Enter your password again.',
  'unlock.frameTitle': 'Your wallet’s password (signing page)',
  'unlock.opening': 'Opening your wallet…',
}

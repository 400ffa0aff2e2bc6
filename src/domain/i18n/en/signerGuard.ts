import type { signerGuard as es } from '../es/signerGuard'

/** English texts of the signer's new-recipient rule screen (es/signerGuard.ts). */
export const signerGuard: Record<keyof typeof es, string> = {
  'settings.guard.switch': 'Ask for the password to send to new addresses',
  'settings.guard.limit': 'Limit in US$',
  'settings.guard.limitHint':
    'Whole dollars, from 0 to 1,000,000. With 0 it asks on every send to a new address.',
  'settings.guard.limitInvalid': 'Enter an amount in dollars, without cents, from 0 to 1,000,000.',
  'settings.guard.save': 'Save',
  'settings.guard.nowOn': 'Now: asks for the password above {usd}.',
  'settings.guard.nowOff': 'Now: does not ask for the password for new addresses.',
  'settings.guard.reading': 'Reading the rule…',
  'settings.guard.unreadable':
    'This rule could not be read: the wallet is locked. Unlock it and open Settings again.',
  'settings.guard.wrongPassword': 'Wrong password. Nothing was changed.',
  'settings.guard.saved': 'New-address rule saved.',
  'settings.guard.password': 'Password',
  'settings.guard.frameTitle': 'New-address rule (signing page)',
}

import type { signerAutoLock as es } from '../es/signerAutoLock'

/** English texts of the signer's auto-lock screen (es/signerAutoLock.ts). */
export const signerAutoLock: Record<keyof typeof es, string> = {
  'settings.autoLock': 'Auto-lock (minutes)',
  'settings.autoLock.now': 'Now: locks after {minutes} min without use.',
  'settings.autoLock.reading': 'Reading the auto-lock time…',
  'settings.autoLock.unreadable': 'The auto-lock time could not be read. Close and reopen Settings.',
  'settings.autoLock.password': 'Password',
  'settings.autoLock.save': 'Save',
  'settings.autoLock.locked': 'The wallet is locked: unlock it and reopen Settings to change this.',
  'settings.autoLock.wrongPassword': 'Wrong password. Nothing was changed.',
  'settings.autoLock.saved': 'Auto-lock saved.',
  'settings.autoLock.frameTitle': 'Auto-lock (signing page)',
} as const

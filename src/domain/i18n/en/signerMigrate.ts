import type { signerMigrate as es } from '../es/signerMigrate'

/** English texts of the signer's legacy migration screen (see ../es/signerMigrate.ts). */
export const signerMigrate = {
  'migrate.frameTitle': 'New wallet password (signing page)',
  'migrate.button': 'Set a password',
  'migrate.mismatch':
    'The seed phrase, private key and address stored by the earlier version do not match. Nothing was removed: write down the phrase and the key before going on, and contact support.',
  'migrate.failed': 'The earlier wallet could not be moved. Check the password and try again.',
} as const satisfies Record<keyof typeof es, string>

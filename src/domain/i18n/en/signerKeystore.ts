import type { signerKeystore as es } from '../es/signerKeystore'

/** English texts of the signer's keystore screens (see ../es/signerKeystore.ts). */
export const signerKeystore = {
  'keystore.backup.frameTitle': 'Encrypted backup (signing page)',
  'keystore.archive.frameTitle': 'Download previous wallet (signing page)',
  'keystore.reopen.frameTitle': 'Open previous wallet (signing page)',
  'keystore.reading': 'Reading the wallet…',
  'keystore.backup.what': 'The file holds the private key of {address}, encrypted with your password.',
  'keystore.archive.what':
    'The file holds the private key of {address}, encrypted with that wallet’s password.',
  'keystore.reopen.what': '{address} opens.',
  'keystore.reopen.setsAside':
    '{address}, the wallet stored now, goes to “Previous wallets”: it is not deleted, and it opens with its own password.',
  'keystore.reopen.noneAside': 'No other wallet is stored: none goes to “Previous wallets”.',
  'keystore.password': 'Wallet password',
  'settings.backupDownload': 'Download backup',
  'keystore.save': 'The file is ready: tap to save it',
  'settings.backupWrongPassword': 'Wrong password. Nothing was downloaded.',
  'archive.open': 'Open',
  'archive.download': 'Download',
  'archive.password': 'That wallet’s password',
  'archive.wrongPassword': 'That is not this wallet’s password. Nothing changed.',
  'archive.notFound': 'That wallet is no longer in the list. Nothing changed.',
  'archive.lockedMeanwhile': 'The wallet was locked meanwhile. Nothing was opened.',
  'archive.failed': 'It could not be done. Nothing changed.',
} as const satisfies Record<keyof typeof es, string>

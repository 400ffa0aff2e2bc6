import type { signerImport as es } from '../es/signerImport'

/** English texts of the signer's import and restore screens (see ../es/signerImport.ts). */
export const signerImport = {
  'restore.secret': 'Seed phrase or private key',
  'restore.secretPlaceholder': 'The 12/24 words, or the private key (0x...)',
  'restore.secretRequired': 'Type your seed phrase or your private key.',
  'restore.newPassword': 'New password',
  'restore.confirmation': 'Repeat the new password',
  'restore.submit': 'Restore wallet',
  'restore.restoring': 'Restoring…',
  'restore.failed': 'The wallet could not be restored. Nothing changed.',
  'restore.lockedMeanwhile':
    'The wallet was locked (in another tab, or for inactivity) while you restored it. Enter the new password to open it, or try again.',
  'restore.differentTitle': 'This is a different wallet',
  'restore.differentIntro': 'What you typed opens a different wallet from the one stored on this device.',
  'restore.storedWallet': 'Set aside',
  'restore.otherWallet': 'Opens instead',
  'restore.differentWarning':
    'It is not deleted: it stays on this device, in “Previous wallets” (Settings), and opens with its own password.',
  'restore.keepStored': 'Go back and check',
  'restore.useOther': 'Use the other wallet',
  'import.tabs': 'What to import',
  'import.tabSeed': 'Seed Phrase',
  'import.tabKey': 'Private Key',
  'import.seedLabel': 'Seed phrase',
  'import.keyLabel': 'Private key',
  'import.seedPlaceholder': 'Enter 12/24 word seed phrase',
  'import.keyPlaceholder': 'Enter private key (0x...)',
  'import.paste': 'Paste',
  'import.submit': 'Import',
  'import.importing': 'Importing…',
  'import.failed': 'Import failed. Check your input.',
  'import.tabBackup': 'Backup file',
  'import.backupFileLabel': 'Backup file (.json)',
  'import.backupPasswordLabel': 'File password',
  'import.backupHint':
    'The file you downloaded with “Back up wallet data”, or a keystore JSON file from MetaMask or geth. It is opened on this device only.',
  'import.backupWrongPassword': 'Wrong password for this file. Nothing changed.',
  'import.backupMalformed':
    'This file is not a backup we can open (version 3 keystore JSON). Nothing changed.',
  'restore.frameTitle': 'Restore wallet (signing page)',
  'import.frameTitle': 'Import wallet (signing page)',
} as const satisfies Record<keyof typeof es, string>

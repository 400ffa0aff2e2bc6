import type { archive as es } from '../es/archive'
import { signerKeystore } from './signerKeystore'
import { signerMigrate } from './signerMigrate'

export const archive: Record<keyof typeof es, string> = {
  ...signerKeystore,
  ...signerMigrate,
  'archive.title': 'Previous wallets',
  'archive.intro':
    'Wallets this device set aside: when you logged out, restored another one, replaced it, or opened one from this list. They stay encrypted, each with its own password.',
  'archive.welcome':
    'Your previous wallets are still on this device, encrypted. Open “Previous wallets”, choose one and enter its password.',
  'archive.empty': 'There are no previous wallets on this device.',
  'archive.loading': 'Reading the list…',
  'archive.readFailed': 'The list could not be read. Nothing changed.',
  'archive.retry': 'Try again',
  'archive.setAside': 'Set aside on {date}',
  'archive.kind.mnemonic': 'Seed phrase',
  'archive.kind.privateKey': 'Private key',
  'archive.openTitle': 'Open {address}?',
  'archive.openDescription':
    'It becomes the open wallet. If another one is open, it is not deleted: it goes to this list, with its password.',
  'archive.downloadTitle': 'Download {address}?',
  'archive.downloadDescription':
    'A keystore file with its private key encrypted under its own password (MetaMask and geth open it).',
  'archive.cancel': 'Cancel',
  'archive.opened': 'Done: that wallet is the open one now. The previous one is in this list.',
  'archive.downloaded': 'File downloaded. Keep it off this device; without its password it cannot be opened.',
  'leftovers.reading': 'Checking what is stored on this device…',
  'leftovers.readFailed':
    'What is stored on this device could not be read, so nothing is deleted. Cancel and try again.',
  'leftovers.deleteArchived.one': '1 previous wallet is deleted too:',
  'leftovers.deleteArchived.other': '{count} previous wallets are deleted too:',
  'leftovers.keepArchived.one':
    '1 previous wallet stays on this device, in “Previous wallets”, with its password:',
  'leftovers.keepArchived.other':
    '{count} previous wallets stay on this device, in “Previous wallets”, each with its password:',
  'leftovers.deleteLegacy': 'And unencrypted copies an earlier version of the app left:',
  'leftovers.keepLegacy': 'Unencrypted copies an earlier version of the app left:',
  'leftovers.legacyCopy': 'a copy of this wallet: deleted',
  'leftovers.legacyArchived': 'sealed into “Previous wallets”',
  'leftovers.legacyNoAddress': 'no address',
  'leftovers.unconfirmed.one':
    'You never confirmed the words of this wallet. Unless you wrote them down, deleting it loses it forever, with everything in it:',
  'leftovers.unconfirmed.other':
    'You never confirmed the words of these {count} wallets. Unless you wrote them down, deleting them loses them forever, with everything in them:',
  'leftovers.unconfirmedHint':
    'Cancel and write them down first, on paper: Settings → View seed phrase (for a previous wallet, open it first). If you only want to leave, use “Log out”: it deletes nothing.',
}

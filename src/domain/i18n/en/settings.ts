import type { settings as es } from '../es/settings'
import { signerAutoLock } from './signerAutoLock'
import { signerConsent } from './signerConsent'
import { signerGuard } from './signerGuard'
import { signerRemove } from './signerRemove'

export const settings: Record<keyof typeof es, string> = {
  ...signerGuard,
  ...signerAutoLock,
  ...signerRemove,
  ...signerConsent,
  'settings.open': 'Settings',
  'settings.title': 'Settings',
  'settings.close': 'Close',
  'settings.privacy': 'Privacy Policy',
  'settings.terms': 'Terms of Service',
  'settings.support': 'Support',
  'settings.networks': 'Change network',
  'settings.refresh': 'Refresh wallet data',
  'settings.copyAddress': 'Copy address',
  'settings.addressCopied': 'Address copied to clipboard!',
  'settings.export': 'Export wallet info',
  'settings.exported': 'Wallet info exported.',
  'settings.viewPrivateKey': 'View private key',
  'settings.viewSeedPhrase': 'View seed phrase',
  'settings.backup': 'Back up wallet data',
  'settings.backupConfirm': 'Back up the wallet',
  'settings.backupDescription': 'It downloads a keystore file, the format MetaMask and geth open.',
  'settings.backedUp':
    'Backup downloaded: a keystore file with your private key encrypted with your password. Keep it off this device; it cannot be opened without the password.',
  'settings.delete': 'Delete wallet data',
  'settings.deleteConfirm': 'Delete wallet data?',
  'settings.deleteDescription':
    'Removed from this device for good: the wallet {address} with its accounts, your name, your payees, the history, the backups and your preferences. Without your seed phrase or private key you will not be able to recover it. Enter your password to confirm.',
  'debug.panel': 'Machine inspector',
  'debug.empty': 'No live actors.',
  'debug.state': 'State',
  'debug.context': 'Context',
  'debug.events': 'Latest events',
  'debug.vitals': 'Web vitals of this page',
  'debug.vitals.waiting': 'Not measured yet',
  'debug.vitals.good': 'good',
  'debug.vitals.needs-improvement': 'needs improvement',
  'debug.vitals.poor': 'poor',
  'debug.vitals.note': 'Measured on this device; never sent anywhere.',
  'settings.debug': 'Debug mode',
  'settings.debug.note':
    'Shows, at the bottom of the screen, every live state machine of the app with its state, context and latest events. For the curious; it shows no keys.',
  'settings.clearCache': 'Clear cache',
  'settings.cacheCleared': 'Cache cleared.',
  'settings.appInfo': 'App info',
  'settings.appInfoText':
    'Billetera {version}: a non-custodial wallet for Ethereum, Polygon, Arbitrum and Optimism. Your keys stay encrypted on this device.',
  'settings.darkMode': 'Dark mode',
  'settings.language': 'Language',
  'settings.guard.title': 'New addresses',
  'settings.guard.intro':
    'When you send to an address you never confirmed a transfer to with your password, and the amount (added to what you sent that way in the last 24 hours) is above the limit, the wallet asks for your password before signing. That way a program that gets into this page cannot send your savings to another address without you.',
  'settings.lockNow': 'Lock now',
  'settings.logout': 'Log out',
  'settings.logoutConfirm': 'Log out?',
  'settings.logoutDescription':
    'Your wallet is not deleted: it is locked and kept, encrypted, on this device, in “Previous wallets”. To open it again, choose it there on the start screen and enter its password. Your name, the balances on screen, the mode and the theme are cleared. Enter your password to confirm.',
  'settings.confirm': 'Confirm',
  'settings.cancel': 'Cancel',
  'settings.failed': 'The action could not be completed.',
  'settings.password': 'Wallet password',
  'settings.wrongPassword': 'Wrong password. Nothing was removed.',
}

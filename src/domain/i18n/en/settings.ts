import type { settings as es } from '../es/settings'

export const settings: Record<keyof typeof es, string> = {
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
  'settings.backupConfirm':
    'Download an encrypted backup? The file holds your private key encrypted with the wallet’s password (the keystore format MetaMask and geth open). Enter your password to continue.',
  'settings.backupDownload': 'Download backup',
  'settings.backupWrongPassword': 'Wrong password. Nothing was downloaded.',
  'settings.backedUp':
    'Backup downloaded: a keystore file with your private key encrypted with your password. Keep it off this device; it cannot be opened without the password.',
  'settings.delete': 'Delete wallet data',
  'settings.deleteConfirm':
    'Delete all data from this device? Without your seed phrase or private key you will not be able to recover the wallet. Enter your password to confirm.',
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
  'settings.autoLock': 'Auto-lock (minutes)',
  'settings.lockNow': 'Lock now',
  'settings.logout': 'Log out',
  'settings.logoutConfirm':
    'Log out? The wallet and your name are removed from this device. To come back you will need your seed phrase or private key. Enter your password to confirm.',
  'settings.confirm': 'Confirm',
  'settings.cancel': 'Cancel',
  'settings.failed': 'The action could not be completed.',
  'settings.password': 'Wallet password',
  'settings.wrongPassword': 'Wrong password. Nothing was removed.',
}

import type { vault as es } from '../es/vault'

export const vault: Record<keyof typeof es, string> = {
  'vault.locked': 'The wallet is locked. Unlock it with your password.',
  'vault.wrongPassword': 'Wrong password. Try again.',
  'vault.noVault': 'There is no wallet stored on this device.',
  'vault.passwordNotSet': 'Choose a password first.',
  'vault.passwordShort': 'The password must be at least 8 characters long.',
  'vault.passwordCommon': 'That password is one of the most used and is guessed at once. Choose another.',
  'vault.secretNotAvailable': 'That is not available for this wallet.',
  'vault.unsupportedChain': 'Unsupported network.',
  'vault.corrupt': 'The stored wallet cannot be read.',
  'vault.importFailed': 'Import failed. Check your input.',
  'vault.exists': 'A wallet is already stored on this device. To replace it, enter its password.',
  'vault.createTokenSpent':
    'The words of this wallet were already shown once. To see them again, go to Settings and enter your password.',
  'vault.differentWallet': 'That phrase or key opens another wallet, not the one stored on this device.',
  'vault.unsafeTransaction':
    'Billetera did not sign this transaction: it is not one the app builds (contract, token, network or fee outside what is allowed).',
  'vault.legacyMismatch':
    'The seed phrase, private key and address stored by the earlier version do not match. Nothing was removed: write down the phrase and the key before going on, and contact support.',
  'vault.reviewExpired':
    'This review is no longer valid (it was used, 10 minutes passed or the wallet locked). Review it again before confirming.',
  'vault.passwordRequired': "Confirming this needs your wallet's password: enter it and confirm again.",
  'vault.reviewNotConfirmed': 'Nothing was signed: only Confirm in the review, pressed by you, signs it.',
  'vault.failed': 'The action could not be completed.',
}

import type { signerRemove as es } from '../es/signerRemove'

/** English texts of the signer's removal screen (see ../es/signerRemove.ts). */
export const signerRemove = {
  'remove.signout.what':
    'Your wallet is not deleted: it is locked and kept, encrypted, on this device, in “Previous wallets”.',
  'remove.forget.what':
    'This wallet and those in “Previous wallets” are deleted from this device, for good. Without your seed phrase or private key you will not be able to recover them.',
  'remove.password': 'Wallet password',
  'remove.signout.button': 'Log out',
  'remove.forget.button': 'Delete data',
  'remove.wrongPassword': 'Wrong password. Nothing was removed.',
  'remove.failed': 'The action could not be completed.',
  'remove.signout.frameTitle': 'Log out (signing page)',
  'remove.forget.frameTitle': 'Delete data (signing page)',
  'remove.aside.what':
    'The wallet {address} is not deleted: it is kept, encrypted, on this device, in “Previous wallets” (in Settings), where you can open it again with its password. Then you create the new one.',
  'remove.aside.none': 'No wallet is stored on this device: nothing is set aside.',
  'remove.aside.password': 'Password of the stored wallet',
  'remove.aside.button': 'Set aside and continue',
  'remove.aside.wrongPassword': 'Wrong password. The stored wallet did not change.',
  'remove.aside.frameTitle': 'Set the stored wallet aside (signing page)',
} as const satisfies Record<keyof typeof es, string>

import type { signerNewPassword as es } from '../es/signerNewPassword'

/** English texts of a new wallet password (see ../es/signerNewPassword.ts). */
export const signerNewPassword = {
  'signup.password': 'Password',
  'signup.confirmation': 'Repeat the password',
  'signup.passwordHint': 'At least 8 characters.',
  'signup.passwordTooShort': 'The password must be at least 8 characters long.',
  'signup.passwordMismatch': 'The passwords do not match.',
  'signup.passwordCommon': 'That password is one of the most common ones. Choose another.',
  'strength.0': 'Very weak',
  'strength.1': 'Weak: add words or symbols',
  'strength.2': 'Fair',
  'strength.3': 'Good',
  'strength.4': 'Very good',
  'strength.short': 'Too short: at least 8 characters',
  'strength.common': 'One of the most common passwords: not allowed',
} as const satisfies Record<keyof typeof es, string>

/**
 * A new wallet password's texts: its two fields, the strength hint and why one is refused. The signer's screens
 * that take a new password (import, restore: src/signer/newPasswordKit.ts) import this file alone; the app's
 * onboarding texts spread it.
 */
export const signerNewPassword = {
  'signup.password': 'Contraseña',
  'signup.confirmation': 'Repetí la contraseña',
  'signup.passwordHint': 'Al menos 8 caracteres.',
  'signup.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres.',
  'signup.passwordMismatch': 'Las contraseñas no coinciden.',
  'signup.passwordCommon': 'Esa contraseña es de las más usadas. Elegí otra.',
  'strength.0': 'Muy débil',
  'strength.1': 'Débil: sumale palabras o símbolos',
  'strength.2': 'Aceptable',
  'strength.3': 'Buena',
  'strength.4': 'Muy buena',
  'strength.short': 'Muy corta: al menos 8 caracteres',
  'strength.common': 'Es una de las contraseñas más usadas: no sirve',
} as const

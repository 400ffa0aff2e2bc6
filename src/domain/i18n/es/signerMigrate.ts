/**
 * Texts of the signer's legacy migration screen (src/signer/migrateScreen.ts, docs/signer-plan.md step 4): the
 * new password for an earlier version's plaintext wallet, typed in the signer's frame on /unlock. The screen
 * imports this file (and signerNewPassword.ts) alone; the app's archive texts spread it.
 */
export const signerMigrate = {
  'migrate.frameTitle': 'Contraseña nueva de la billetera (página de firma)',
  'migrate.button': 'Elegir contraseña',
  'migrate.mismatch':
    'La frase semilla, la clave privada y la dirección guardadas por la versión anterior no coinciden. No se borró nada: anotá la frase y la clave antes de seguir y escribinos a soporte.',
  'migrate.failed': 'No se pudo mover la billetera anterior. Revisá la contraseña e intentá de nuevo.',
} as const

/**
 * Texts of the unlock frame's note on a wallet found in this browser's storage, saved by an earlier version
 * (src/signer/foundNote.ts, docs/signer-plan.md step 1's handover): loaded only when the signer holds such a
 * wallet, so the unlock frame does not carry them otherwise.
 */
export const signerFound = {
  'unlock.found.title': 'Billetera encontrada en este navegador',
  'unlock.found.body':
    'La guardó acá una versión anterior de Billetera. Abrila solo si es tuya: con su contraseña pasa a ser tu billetera. Si no la reconocés, usá ¿Olvidaste tu contraseña?',
  'unlock.found.address': 'Dirección',
  'unlock.found.archived':
    'La guardó acá una versión anterior de Billetera. Abrila solo si es tuya y sabés su contraseña; si no la reconocés, dejala en Billeteras anteriores.',
} as const

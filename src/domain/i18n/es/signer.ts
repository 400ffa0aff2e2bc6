/**
 * Texts of the signer's own screens (src/signer, docs/signer-plan.md step 3). The signer's page imports this
 * file alone (its budget is small); the app has the same keys in its core (common.ts spreads them).
 */
export const signer = {
  'unlock.password': 'Contraseña',
  'unlock.submit': 'Desbloquear',
  'unlock.wrongPassword': 'Contraseña incorrecta. Probá de nuevo.',
  'unlock.lockedElsewhere':
    'Se bloqueó la billetera (en otra pestaña o por inactividad) mientras entrabas. Ingresá la contraseña de nuevo.',
  'unlock.frameTitle': 'Contraseña de tu billetera (página de firma)',
  'unlock.opening': 'Abriendo tu billetera…',
} as const

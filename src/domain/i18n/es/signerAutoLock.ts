/**
 * Texts of the signer's auto-lock screen (src/signer/autoLockScreen.ts, docs/signer-plan.md step 4): the time
 * now, the choice, the password and Guardar of Settings → Bloqueo automático. The signer's auto-lock screen
 * imports this file alone; the app has the same keys in its settings texts (settings.ts spreads them).
 */
export const signerAutoLock = {
  'settings.autoLock': 'Bloqueo automático (minutos)',
  'settings.autoLock.now': 'Ahora: se bloquea tras {minutes} min sin uso.',
  'settings.autoLock.reading': 'Leyendo el bloqueo automático…',
  'settings.autoLock.unreadable':
    'No se pudo leer el bloqueo automático. Cerrá y volvé a abrir Configuración.',
  'settings.autoLock.password': 'Contraseña',
  'settings.autoLock.save': 'Guardar',
  'settings.autoLock.locked':
    'La billetera está bloqueada: desbloqueala y volvé a abrir Configuración para cambiarlo.',
  'settings.autoLock.wrongPassword': 'Contraseña incorrecta. No se cambió nada.',
  'settings.autoLock.saved': 'Bloqueo automático guardado.',
  'settings.autoLock.frameTitle': 'Bloqueo automático (página de firma)',
} as const

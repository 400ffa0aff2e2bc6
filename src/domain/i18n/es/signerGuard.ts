/**
 * Texts of the signer's new-recipient rule screen (src/signer/guardScreen.ts, docs/signer-plan.md step 4): the
 * rule now, its switch and limit, the password and Guardar of Settings → Direcciones nuevas. The signer's guard
 * screen imports this file alone; the app has the same keys in its settings texts (settings.ts spreads them).
 */
export const signerGuard = {
  'settings.guard.switch': 'Pedir la contraseña para enviar a direcciones nuevas',
  'settings.guard.limit': 'Límite en US$',
  'settings.guard.limitHint':
    'Dólares enteros, de 0 a 1.000.000. Con 0, la pide en todo envío a una dirección nueva.',
  'settings.guard.limitInvalid': 'Ingresá un monto en dólares, sin decimales, de 0 a 1.000.000.',
  'settings.guard.save': 'Guardar',
  'settings.guard.nowOn': 'Ahora: pide la contraseña por encima de {usd}.',
  'settings.guard.nowOff': 'Ahora: no pide la contraseña para direcciones nuevas.',
  'settings.guard.reading': 'Leyendo la regla…',
  'settings.guard.unreadable':
    'No se pudo leer esta regla: la billetera está bloqueada. Desbloqueala y volvé a abrir Configuración.',
  'settings.guard.wrongPassword': 'Contraseña incorrecta. No se cambió nada.',
  'settings.guard.saved': 'Regla de direcciones nuevas guardada.',
  'settings.guard.password': 'Contraseña',
  'settings.guard.frameTitle': 'Regla de direcciones nuevas (página de firma)',
} as const

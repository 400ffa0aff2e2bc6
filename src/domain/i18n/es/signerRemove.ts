/**
 * Texts of the signer's removal screen (src/signer/removeScreen.ts, docs/signer-plan.md step 4): what Cerrar
 * sesión and Borrar datos do, the password and the button, typed and pressed in the signer's frame; and, as
 * `remove.aside.*`, Crear billetera over a stored wallet on /welcome, which sets that wallet aside the same way
 * (log out's screen naming the wallet). The removal screen imports this file alone; the app's settings and
 * onboarding texts spread it.
 */
export const signerRemove = {
  'remove.signout.what':
    'Tu billetera no se borra: se bloquea y queda guardada, cifrada, en este dispositivo, en «Billeteras anteriores».',
  'remove.forget.what':
    'Se borran de este dispositivo, sin vuelta atrás, esta billetera y las de «Billeteras anteriores». Sin tu frase semilla o tu clave privada no vas a poder recuperarlas.',
  'remove.password': 'Contraseña de la billetera',
  'remove.signout.button': 'Cerrar sesión',
  'remove.forget.button': 'Borrar datos',
  'remove.wrongPassword': 'Contraseña incorrecta. No se borró nada.',
  'remove.failed': 'No se pudo completar la acción.',
  'remove.signout.frameTitle': 'Cerrar sesión (página de firma)',
  'remove.forget.frameTitle': 'Borrar datos (página de firma)',
  'remove.aside.what':
    'La billetera {address} no se borra: queda guardada, cifrada, en este dispositivo, en «Billeteras anteriores» (en Configuración), y la volvés a abrir ahí con su contraseña. Después creás la nueva.',
  'remove.aside.none': 'No hay ninguna billetera guardada en este dispositivo: no se aparta nada.',
  'remove.aside.password': 'Contraseña de la billetera guardada',
  'remove.aside.button': 'Apartar y seguir',
  'remove.aside.wrongPassword': 'Contraseña incorrecta. La billetera guardada no cambió.',
  'remove.aside.frameTitle': 'Apartar la billetera guardada (página de firma)',
} as const

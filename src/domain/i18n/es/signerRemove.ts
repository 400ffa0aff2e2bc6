/**
 * Texts of the signer's removal screen (src/signer/removeScreen.ts, docs/signer-plan.md step 4): what Cerrar
 * sesión and Borrar datos do, the password and the button, typed and pressed in the signer's frame. The removal
 * screen imports this file alone; the app's settings texts spread it.
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
} as const

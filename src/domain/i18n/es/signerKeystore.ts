/**
 * Texts of the signer's keystore screens (src/signer/backupScreen.ts, src/signer/reopenScreen.ts,
 * docs/signer-plan.md step 4): Respaldar and Billeteras anteriores → Descargar / Abrir, whose password is typed,
 * and whose file is made, in the signer's frame. Those screens import this file alone; the app's archive texts
 * spread it (the list's Abrir and Descargar are these).
 */
export const signerKeystore = {
  'keystore.backup.frameTitle': 'Respaldo cifrado (página de firma)',
  'keystore.archive.frameTitle': 'Descargar billetera anterior (página de firma)',
  'keystore.reopen.frameTitle': 'Abrir billetera anterior (página de firma)',
  'keystore.reading': 'Leyendo la billetera…',
  'keystore.backup.what': 'El archivo guarda la clave privada de {address}, cifrada con tu contraseña.',
  'keystore.archive.what':
    'El archivo guarda la clave privada de {address}, cifrada con la contraseña de esa billetera.',
  'keystore.reopen.what': 'Se abre {address}.',
  'keystore.reopen.setsAside':
    '{address}, la billetera guardada ahora, pasa a «Billeteras anteriores»: no se borra y se abre con su propia contraseña.',
  'keystore.reopen.noneAside': 'No hay otra billetera guardada: ninguna pasa a «Billeteras anteriores».',
  'keystore.password': 'Contraseña de la billetera',
  'settings.backupDownload': 'Descargar respaldo',
  'keystore.save': 'El archivo está listo: tocá para guardarlo',
  'settings.backupWrongPassword': 'Contraseña incorrecta. No se descargó nada.',
  'archive.open': 'Abrir',
  'archive.download': 'Descargar',
  'archive.password': 'Contraseña de esa billetera',
  'archive.wrongPassword': 'Esa no es la contraseña de esta billetera. No cambió nada.',
  'archive.notFound': 'Esa billetera ya no está en la lista. No cambió nada.',
  'archive.lockedMeanwhile': 'La billetera se bloqueó mientras tanto. No se abrió nada.',
  'archive.failed': 'No se pudo completar. No cambió nada.',
} as const

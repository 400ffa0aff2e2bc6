/** Messages of the key vault's errors (see `vaultErrorKey` in domain/errors), for any screen that shows one. */
export const vault = {
  'vault.locked': 'La billetera está bloqueada. Desbloqueala con tu contraseña.',
  'vault.wrongPassword': 'Contraseña incorrecta. Probá de nuevo.',
  'vault.noVault': 'No hay ninguna billetera guardada en este dispositivo.',
  'vault.passwordNotSet': 'Primero elegí una contraseña.',
  'vault.passwordShort': 'La contraseña debe tener al menos 8 caracteres.',
  'vault.passwordCommon': 'Esa contraseña es de las más usadas y se adivina enseguida. Elegí otra.',
  'vault.secretNotAvailable': 'Ese dato no está disponible para esta billetera.',
  'vault.unsupportedChain': 'Red no compatible.',
  'vault.corrupt': 'No se puede leer la billetera guardada.',
  'vault.importFailed': 'No se pudo importar. Revisá lo que ingresaste.',
  'vault.exists':
    'Ya hay una billetera guardada en este dispositivo. Para reemplazarla, ingresá su contraseña.',
  'vault.createTokenSpent':
    'Las palabras de esta billetera ya se mostraron una vez. Para verlas de nuevo, andá a Ajustes e ingresá tu contraseña.',
  'vault.differentWallet': 'Esa frase o clave abre otra billetera, no la guardada en este dispositivo.',
  'vault.unsafeTransaction':
    'Billetera no firmó esta transacción: no es una de las que la app arma (contrato, token, red o comisión fuera de lo permitido).',
  'vault.legacyMismatch':
    'La frase semilla, la clave privada y la dirección guardadas por la versión anterior no coinciden. No se borró nada: anotá la frase y la clave antes de seguir y escribinos a soporte.',
  'vault.reviewExpired':
    'Esta revisión ya no vale (se usó, pasaron 10 minutos o se bloqueó la billetera). Revisala de nuevo antes de confirmar.',
  'vault.passwordRequired':
    'Para confirmar esto hace falta la contraseña de tu billetera: ingresala y confirmá de nuevo.',
  'vault.reviewNotConfirmed': 'No se firmó nada: solo Confirmar en la revisión, tocado por vos, la firma.',
  'vault.failed': 'No se pudo completar la acción.',
}

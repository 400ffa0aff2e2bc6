/**
 * Texts of the signer's import and restore screens (src/signer/importScreen.ts, restoreScreen.ts;
 * docs/signer-plan.md step 4): the seed phrase, private key or backup file typed or chosen in the signer's frame,
 * the errors said there, and the question before a different wallet is restored. Those screens import this file
 * alone; the app's onboarding texts spread it.
 */
export const signerImport = {
  'restore.secret': 'Frase semilla o clave privada',
  'restore.secretPlaceholder': 'Las 12/24 palabras, o la clave privada (0x...)',
  'restore.secretRequired': 'Escribí tu frase semilla o tu clave privada.',
  'restore.newPassword': 'Contraseña nueva',
  'restore.confirmation': 'Repetí la contraseña nueva',
  'restore.submit': 'Recuperar billetera',
  'restore.restoring': 'Recuperando…',
  'restore.failed': 'No se pudo recuperar la billetera. No cambió nada.',
  'restore.lockedMeanwhile':
    'La billetera se bloqueó (en otra pestaña o por inactividad) mientras la recuperabas. Ingresá la contraseña nueva para abrirla, o probá de nuevo.',
  'restore.differentTitle': 'Esta es otra billetera',
  'restore.differentIntro':
    'Lo que escribiste abre una billetera distinta de la guardada en este dispositivo.',
  'restore.storedWallet': 'La que queda aparte',
  'restore.otherWallet': 'La que se abre',
  'restore.differentWarning':
    'No se borra: queda guardada en este dispositivo, en «Billeteras anteriores» (Configuración), y se abre con su propia contraseña.',
  'restore.keepStored': 'Volver y revisar',
  'restore.useOther': 'Usar la otra billetera',
  'import.tabs': 'Qué querés importar',
  'import.tabSeed': 'Frase semilla',
  'import.tabKey': 'Clave privada',
  'import.seedLabel': 'Frase semilla',
  'import.keyLabel': 'Clave privada',
  'import.seedPlaceholder': 'Ingresá tu frase semilla de 12/24 palabras',
  'import.keyPlaceholder': 'Ingresá la clave privada (0x...)',
  'import.paste': 'Pegar',
  'import.submit': 'Importar',
  'import.importing': 'Importando…',
  'import.failed': 'La importación falló. Revisá lo que ingresaste.',
  'import.tabBackup': 'Archivo de respaldo',
  'import.backupFileLabel': 'Archivo de respaldo (.json)',
  'import.backupPasswordLabel': 'Contraseña del archivo',
  'import.backupHint':
    'El archivo que descargaste con «Respaldar datos de la billetera», o un archivo keystore JSON de MetaMask o geth. Se abre solo en este dispositivo.',
  'import.backupWrongPassword': 'Contraseña incorrecta para este archivo. No se cambió nada.',
  'import.backupMalformed':
    'Este archivo no es un respaldo que podamos abrir (keystore JSON versión 3). No se cambió nada.',
  'restore.frameTitle': 'Recuperar billetera (página de firma)',
  'import.frameTitle': 'Importar billetera (página de firma)',
} as const

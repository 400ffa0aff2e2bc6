/**
 * Texts of the signer's reveal screen (src/signer/revealScreen.ts, docs/signer-plan.md step 4): the password,
 * the masked and shown secret, Hide and Copy of /view-seed-phrase and /view-private-key. The signer's reveal
 * screen imports this file alone (the unlock screen does not carry them); the app has the same keys in its
 * secrets texts (secrets.ts spreads them).
 */
export const signerReveal = {
  'secrets.password': 'Contraseña',
  'secrets.passwordPrompt': 'Ingresá tu contraseña para mostrarla.',
  'secrets.wrongPassword': 'Contraseña incorrecta. Probá de nuevo.',
  'secrets.hide': 'Ocultar',
  'secrets.copied': '¡Copiado!',
  'secrets.checking': 'Verificando…',
  'pk.masked': 'Clave privada oculta',
  'pk.reveal': 'Mostrar',
  'pk.copy': 'Copiar',
  'seed.masked': 'Palabra {n} oculta',
  'seed.reveal': 'Mostrar frase semilla',
  'seed.words': 'Palabras de la frase semilla',
  'seed.fullPhrase': 'Frase completa',
  'seed.copyAll': 'Copiar todo',
  'seed.frameTitle': 'Tu frase semilla (página de firma)',
  'pk.frameTitle': 'Tu clave privada (página de firma)',
} as const

/**
 * Texts of the signer's create screen (src/signer/createScreen.ts, docs/signer-plan.md step 4): Tus claves' new
 * words and key, Copy, Generate New, the warning, "Ya las guardé" and the backup check. The create screen imports
 * this file (and the new password's texts) alone; the app's onboarding texts spread it.
 */
export const signerCreate = {
  'reveal.intro': 'Esta es tu nueva billetera.',
  'reveal.address': 'Dirección',
  'reveal.seedPhrase': 'Frase semilla',
  'reveal.privateKey': 'Clave privada',
  'reveal.copy': 'Copiar',
  'reveal.copied': 'Copiado',
  'reveal.generateNew': 'Generar nueva',
  'reveal.warning':
    'Anotá estas claves en papel y guardalas en un lugar seguro. Quien las tenga controla tus fondos, y si las perdés nadie puede recuperarlas.',
  'reveal.saved': 'Ya las guardé',
  'reveal.generating': 'Generando tu billetera…',
  'reveal.failed': 'No se pudo crear la billetera. Volvé a elegir tu contraseña.',
  'quiz.title': 'Comprobá que las anotaste',
  'quiz.intro': 'Escribí estas palabras tal como están en tu papel.',
  'quiz.word': 'Palabra n.º {n}',
  'quiz.confirm': 'Confirmar',
  'quiz.lookAgain': 'Ver las palabras otra vez',
  'quiz.wrong': 'No coincide la palabra n.º {words}. Mirá tu papel o volvé a ver las palabras.',
  'create.passwordIntro':
    'Elegí la contraseña que cifra tus claves en este dispositivo. Si la olvidás, solo tu frase semilla puede recuperar la billetera.',
  'create.continue': 'Continuar',
  'create.sealing': 'Guardando tu billetera…',
  'create.frameTitle': 'Tu nueva billetera (página de firma)',
} as const

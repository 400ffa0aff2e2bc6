import type { signerCreate as es } from '../es/signerCreate'

/** English texts of the signer's create screen (src/signer/createScreen.ts). */
export const signerCreate: Record<keyof typeof es, string> = {
  'reveal.intro': 'This is your new wallet.',
  'reveal.address': 'Address',
  'reveal.seedPhrase': 'Seed Phrase',
  'reveal.privateKey': 'Private Key',
  'reveal.copy': 'Copy',
  'reveal.copied': 'Copied',
  'reveal.generateNew': 'Generate New',
  'reveal.warning':
    'Write these keys down on paper and keep them safe. Whoever has them controls your funds, and if you lose them nobody can recover them.',
  'reveal.saved': "I've saved them",
  'reveal.generating': 'Generating your wallet…',
  'reveal.failed': 'The wallet could not be created. Please choose your password again.',
  'quiz.title': 'Check that you wrote them down',
  'quiz.intro': 'Type these words exactly as they are on your paper.',
  'quiz.word': 'Word #{n}',
  'quiz.confirm': 'Confirm',
  'quiz.lookAgain': 'See the words again',
  'quiz.wrong': 'Word #{words} does not match. Check your paper or look at the words again.',
  'create.passwordIntro':
    'Choose the password that encrypts your keys on this device. If you forget it, only your seed phrase can recover the wallet.',
  'create.continue': 'Continue',
  'create.sealing': 'Saving your wallet…',
  'create.frameTitle': 'Your new wallet (signing page)',
}

import type { signerReveal as es } from '../es/signerReveal'

/** English texts of the signer's reveal screen (es/signerReveal.ts). */
export const signerReveal: Record<keyof typeof es, string> = {
  'secrets.password': 'Password',
  'secrets.passwordPrompt': 'Enter your password to reveal it.',
  'secrets.wrongPassword': 'Wrong password. Try again.',
  'secrets.hide': 'Hide',
  'secrets.copied': 'Copied!',
  'secrets.checking': 'Checking…',
  'pk.masked': 'Private key hidden',
  'pk.reveal': 'Reveal',
  'pk.copy': 'Copy',
  'seed.masked': 'Word {n} hidden',
  'seed.reveal': 'Reveal Seed Phrase',
  'seed.words': 'Seed phrase words',
  'seed.fullPhrase': 'Full phrase',
  'seed.copyAll': 'Copy All',
  'seed.frameTitle': 'Your seed phrase (signing page)',
  'pk.frameTitle': 'Your private key (signing page)',
}

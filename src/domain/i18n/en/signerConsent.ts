import type { signerConsent as es } from '../es/signerConsent'

/** English texts of src/domain/i18n/es/signerConsent.ts. */
export const signerConsent: Record<keyof typeof es, string> = {
  'consent.notYet':
    'Nothing was done: this box answers when it is in view, with nothing over it, once you have tapped it or reached it with Tab. Try again.',
}

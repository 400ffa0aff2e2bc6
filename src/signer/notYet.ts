import { signerConsent as en } from '../domain/i18n/en/signerConsent'
import { signerConsent as es } from '../domain/i18n/es/signerConsent'

/**
 * What a screen that deletes or loosens a protection says when a gesture did not act (consent.ts `mayAct`), in
 * its language. Apart from consent.ts, which the review loads too: the review says it in its own words.
 */
export const notYet = (language: 'es' | 'en') => (language === 'en' ? en : es)['consent.notYet']

import type { Language } from '../i18n'
import type { LegalDocument } from './document'
import { privacyEn } from './privacy/en'
import { privacyEs } from './privacy/es'
import { termsEn1 } from './terms/en1'
import { termsEn2 } from './terms/en2'
import { termsEs1 } from './terms/es1'
import { termsEs2 } from './terms/es2'

export type { LegalBlock, LegalDocument, LegalSection } from './document'

/** The privacy policy in each language: 12 numbered sections (spec 001 §2.6). */
export const privacyPolicy: Record<Language, LegalDocument> = { es: privacyEs, en: privacyEn }

/** The terms of service in each language: 19 numbered sections (spec 001 §2.7). */
export const termsOfService: Record<Language, LegalDocument> = {
  es: {
    intro: [
      'Estos términos regulan el uso de Billetera, una billetera de criptoactivos de autocustodia que funciona en tu navegador. Leelos con atención: usar el servicio implica aceptarlos.',
    ],
    sections: [...termsEs1, ...termsEs2],
  },
  en: {
    intro: [
      'These terms govern the use of Billetera, a self-custodial crypto wallet that runs in your browser. Read them carefully: using the service means accepting them.',
    ],
    sections: [...termsEn1, ...termsEn2],
  },
}

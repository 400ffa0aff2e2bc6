/** The product's public web address, as the legal pages and the support page name it. */
export const website = 'https://billetera.app'

/**
 * The three mailboxes the support page lists and the legal pages refer to (spec 001 §2.5). One domain for
 * all of them, so the privacy policy, the terms and the contact tab never disagree.
 */
export const contactEmails = {
  privacy: 'privacy@billetera.app',
  legal: 'legal@billetera.app',
  support: 'support@billetera.app',
} as const

export type ContactKind = keyof typeof contactEmails

/** The order the contact tab lists them in. */
export const contactKinds: readonly ContactKind[] = ['support', 'privacy', 'legal']

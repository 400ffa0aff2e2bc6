import { contactEmails } from './contacts'

/**
 * True when both fields still say something once surrounding spaces are gone (spec 001 §5: otherwise
 * 'Please enter a subject and message.').
 */
export function isContactMessageComplete(subject: string, message: string): boolean {
  return subject.trim() !== '' && message.trim() !== ''
}

/**
 * The mail link the contact form opens: addressed to support, subject and body encoded for a URL.
 * @example supportMailto('Hola', 'Necesito ayuda') // 'mailto:support@billetera.app?subject=Hola&body=Necesito%20ayuda'
 */
export function supportMailto(subject: string, message: string): string {
  const query = `subject=${encodeURIComponent(subject.trim())}&body=${encodeURIComponent(message.trim())}`
  return `mailto:${contactEmails.support}?${query}`
}

import type { legal as es } from '../es/legal'

export const legal: Record<keyof typeof es, string> = {
  'legal.privacy.title': 'Privacy Policy',
  'legal.terms.title': 'Terms of Service',
  'legal.effective': 'Effective date: {date}',
  'legal.contents': 'Contents',
  'legal.seeAlso': 'See also',
  'legal.support': 'Customer Service',
}

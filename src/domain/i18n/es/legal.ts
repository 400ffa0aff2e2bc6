/** Texts around the privacy policy and the terms (spec 001 §2.6, §2.7); the documents live in domain/legal. */
export const legal = {
  'legal.privacy.title': 'Política de privacidad',
  'legal.terms.title': 'Términos del servicio',
  'legal.effective': 'Fecha de vigencia: {date}',
  'legal.contents': 'Contenido',
  'legal.seeAlso': 'Ver también',
  'legal.support': 'Atención al cliente',
} as const

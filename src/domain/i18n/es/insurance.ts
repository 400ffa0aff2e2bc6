/** Texts of the insurance placeholder (spec 001 §2.3); the quoted ones are the spec's, word for word. */
export const insurance = {
  'insurance.title': 'Seguro DeFi',
  'insurance.soon': 'Próximamente',
  'insurance.intro':
    'Estamos preparando una cobertura para tus depósitos en DeFi, para que un error de un protocolo no se lleve tus ahorros.',
  'insurance.features': 'Lo que vas a poder hacer',
  'insurance.feature.cover': 'Cobertura DeFi en tiempo real para tus posiciones en protocolos',
  'insurance.feature.policies': 'Gestión de pólizas: contratar, renovar y ver tus coberturas en un lugar',
  'insurance.feature.claims': 'Reclamos automatizados, sin formularios ni esperas',
  'insurance.feature.mutual': 'Integración con un proveedor de cobertura mutual',
  'insurance.phases': 'Fases de desarrollo',
  'insurance.phase': 'Fase {number}',
  'insurance.phase.integration': 'Integración básica',
  'insurance.phase.marketplace': 'Mercado de seguros',
  'insurance.phase.policies': 'Gestión avanzada de pólizas',
  'insurance.phase.claims': 'Sistema de reclamos automatizado',
  'insurance.notify': 'Notificarme cuando esté listo',
  'insurance.notified': '¡Listo! Te avisaremos en este dispositivo cuando el Seguro DeFi esté disponible.',
  'insurance.notify.undo': 'Ya no quiero el aviso',
  'insurance.notify.note': 'Guardamos este pedido solo en este navegador; no enviamos tus datos a nadie.',
} as const

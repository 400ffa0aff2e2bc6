import type { insurance as es } from '../es/insurance'

/** The spec's Spanish texts ('Seguro DeFi', 'Próximamente', the button), translated. */
export const insurance: Record<keyof typeof es, string> = {
  'insurance.title': 'DeFi Insurance',
  'insurance.soon': 'Coming soon',
  'insurance.intro':
    'We are preparing cover for your DeFi deposits, so that a protocol failure does not take your savings with it.',
  'insurance.features': 'What you will be able to do',
  'insurance.feature.cover': 'Live DeFi cover for your protocol positions',
  'insurance.feature.policies': 'Policy management: buy, renew and review your cover in one place',
  'insurance.feature.claims': 'Automated claims, with no forms and no waiting',
  'insurance.feature.mutual': 'Integration with a mutual cover provider',
  'insurance.phases': 'Development phases',
  'insurance.phase': 'Phase {number}',
  'insurance.phase.integration': 'Basic integration',
  'insurance.phase.marketplace': 'Insurance marketplace',
  'insurance.phase.policies': 'Advanced policy management',
  'insurance.phase.claims': 'Automated claims system',
  'insurance.notify': 'Notify me when it is ready',
  'insurance.notified': 'Done! We will let you know on this device when DeFi insurance is available.',
  'insurance.notify.undo': 'I no longer want the notice',
  'insurance.notify.note': 'We keep this request only in this browser; your data is sent to no one.',
}

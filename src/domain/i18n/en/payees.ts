import type { payees as es } from '../es/payees'

export const payees: Record<keyof typeof es, string> = {
  'payees.title': 'Saved payees',
  'payees.form.open': 'Add payee',
  'payees.form.close': 'Close form',
  'payees.name': 'Name',
  'payees.address': 'Address',
  'payees.save': 'Save payee',
  'payees.list.show': 'Show payees ({count})',
  'payees.list.hide': 'Hide payees',
  'payees.empty': 'No saved payees yet.',
  'payees.pick': 'Use',
  'payees.invalid': 'The address is not valid.',
  'payees.checksum': 'The address does not match its checksum (EIP-55).',
  'payees.saveFailed': 'The payee could not be saved. Try again.',
}

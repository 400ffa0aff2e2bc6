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
  'payees.saveFailed': 'The payee could not be saved. Try again.',
  'payees.edit': 'Edit',
  'payees.delete': 'Delete',
  'payees.form.edit': 'Edit payee',
  'payees.renameConfirm': 'That address is already saved as {name}. Rename it to {newName}?',
  'payees.rename': 'Rename',
  'payees.deleteConfirm': 'Delete {name} from your payees?',
  'payees.deleteNote': 'The address {address} is no longer saved on this device.',
  'payees.cancel': 'Cancel',
}

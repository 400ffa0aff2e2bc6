import type { update as es } from '../es/update'

export const update: Record<keyof typeof es, string> = {
  'update.available': 'A new version is available',
  'update.apply': 'Update',
  'update.applying': 'Updating…',
}

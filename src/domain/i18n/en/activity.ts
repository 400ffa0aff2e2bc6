import type { activity as es } from '../es/activity'

export const activity: Record<keyof typeof es, string> = {
  'activity.anyToken': 'a token',
  'activity.status.confirmed': 'Confirmed',
  'activity.status.dropped': 'Dropped',
  'activity.status.dropped.hint': 'Another transaction used its nonce: this one will never be confirmed.',
  'activity.status.replaced': 'Replaced',
  'activity.status.replaced.hint': 'Replaced by another transaction you sent with the same nonce.',
}

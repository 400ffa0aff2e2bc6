import type { core as es } from '../es/core'
import { common } from './common'
import { onboarding } from './onboarding'

/** English texts of the first screens; typed by the Spanish keys. */
export const core: Record<keyof typeof es, string> = {
  ...common,
  ...onboarding,
}

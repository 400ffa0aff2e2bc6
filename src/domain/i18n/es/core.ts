import { common } from './common'
import { onboarding } from './onboarding'

/** Texts of the first screens (frame, onboarding, unlock): shipped with the first load. */
export const core = {
  ...common,
  ...onboarding,
}

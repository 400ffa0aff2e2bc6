import { common } from './common'
import { welcome } from './welcome'

/** Texts of the first screens (the frame and the welcome screen): shipped with the first load. */
export const core = {
  ...common,
  ...welcome,
}

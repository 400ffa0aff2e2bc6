import type { core as es } from '../es/core'
import { common } from './common'
import { welcome } from './welcome'

/** English texts of the first screen; typed by the Spanish keys. */
export const core: Record<keyof typeof es, string> = {
  ...common,
  ...welcome,
}

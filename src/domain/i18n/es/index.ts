import { core } from './core'
import { more } from './more'

/** Every Spanish text, area by area: the source of truth for the keys (for types and tests). */
export const es = { ...core, ...more }

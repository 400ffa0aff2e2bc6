import { core } from './core'
import { more } from './more'

/** Every English text (for tests): core and more, typed by the Spanish keys. */
export const en = { ...core, ...more }

import type { es } from '../es'
import { common } from './common'
import { endpoints } from './endpoints'
import { home } from './home'
import { insurance } from './insurance'
import { legal } from './legal'
import { networks } from './networks'
import { onboarding } from './onboarding'
import { payees } from './payees'
import { receive } from './receive'
import { scanner } from './scanner'
import { secrets } from './secrets'
import { send } from './send'
import { settings } from './settings'
import { support } from './support'
import { wallet } from './wallet'

/** Every English text; typed by the Spanish keys, so a missing or extra key fails the type check. */
export const en: Record<keyof typeof es, string> = {
  ...common,
  ...home,
  ...wallet,
  ...networks,
  ...onboarding,
  ...secrets,
  ...settings,
  ...endpoints,
  ...support,
  ...legal,
  ...insurance,
  ...send,
  ...receive,
  ...payees,
  ...scanner,
}

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

/** Every Spanish text, area by area: the source of truth for the keys. */
export const es = {
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

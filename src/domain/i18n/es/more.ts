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

/** Every other screen's texts: loaded before the first route that needs them. */
export const more = {
  ...onboarding,
  ...endpoints,
  ...home,
  ...insurance,
  ...legal,
  ...networks,
  ...payees,
  ...receive,
  ...scanner,
  ...secrets,
  ...send,
  ...settings,
  ...support,
  ...wallet,
}

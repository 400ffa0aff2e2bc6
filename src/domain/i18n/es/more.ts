import { accounts } from './accounts'
import { activity } from './activity'
import { archive } from './archive'
import { buy } from './buy'
import { endpoints } from './endpoints'
import { ens } from './ens'
import { estimates } from './estimates'
import { everything } from './everything'
import { exportTexts } from './export'
import { exportQuoteAge, figureAge } from './figureAge'
import { hideBalances } from './hideBalances'
import { home } from './home'
import { inflation } from './inflation'
import { insurance } from './insurance'
import { legal } from './legal'
import { lending } from './lending'
import { lendingPesos } from './lendingPesos'
import { lendingRisk } from './lendingRisk'
import { loanAlert } from './loanAlert'
import { networks } from './networks'
import { onboarding } from './onboarding'
import { payees } from './payees'
import { pesos } from './pesos'
import { pipeline } from './pipeline'
import { receive } from './receive'
import { replace } from './replace'
import { review } from './review'
import { scanner } from './scanner'
import { secrets } from './secrets'
import { send } from './send'
import { settings } from './settings'
import { support } from './support'
import { swap } from './swap'
import { update } from './update'
import { vault } from './vault'
import { vaults } from './vaults'
import { wallet } from './wallet'

/** Every other screen's texts: loaded before the first route that needs them. */
export const more = {
  ...onboarding,
  ...endpoints,
  ...home,
  ...inflation,
  ...insurance,
  ...legal,
  ...lending,
  ...loanAlert,
  ...lendingRisk,
  ...lendingPesos,
  ...networks,
  ...payees,
  ...pesos,
  ...pipeline,
  ...receive,
  ...review,
  ...everything,
  ...scanner,
  ...secrets,
  ...send,
  ...swap,
  ...ens,
  ...settings,
  ...archive,
  ...support,
  ...vaults,
  ...wallet,
  ...vault,
  ...update,
  ...buy,
  ...activity,
  ...estimates,
  ...exportTexts,
  ...exportQuoteAge,
  ...figureAge,
  ...accounts,
  ...hideBalances,
  ...replace,
}

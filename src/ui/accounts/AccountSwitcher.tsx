import { useSelector } from '@xstate/react'
import { ChevronDown, Eye, Wallet } from 'lucide-react'
import { useMemo } from 'react'
import type { ActorRefFrom } from 'xstate'
import { walletAccounts } from '../../domain/accounts/accountList'
import type { accountsMachine } from '../../machines/accounts'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { shortAddress } from '../kit/Address'
import { Sheet } from '../kit/Sheet'
import { AccountsPanel } from './AccountsPanel'
import { accountLabel } from './accountLabel'
import './accounts.css'

/**
 * The header's account switcher, on every wallet screen: the chosen account's name and short address (an eye
 * for a watched one); a tap opens the sheet with every account, the hidden ones, the watched addresses and
 * the forms to add, rename, hide and watch. Renders the accounts machine the wallet layout mounts
 * (src/routes/_wallet.tsx); the session owns the choice.
 */
export function AccountSwitcher({ switcher }: { switcher: ActorRefFrom<typeof accountsMachine> }) {
  const t = useT()
  const open = useSelector(switcher, (s) => s.matches('open'))
  const busy = useSelector(switcher, (s) => s.hasTag('busy'))
  const wallet = useSession((s) => s.context.wallet)
  const accounts = useSession((s) => s.context.accounts)
  const watchList = useSession((s) => s.context.watchList)
  const address = useSession((s) => s.context.address)
  const watchOnly = useSession((s) => s.context.watchOnly)
  const current = useMemo(() => {
    if (!address) return null
    const lower = address.toLowerCase()
    const own = walletAccounts({ wallet, accounts }).find((a) => a.address.toLowerCase() === lower)
    const watched = watchList.find((w) => w.address.toLowerCase() === lower)
    const entry = own ?? watched
    return entry ? { name: accountLabel(t, entry), address } : null
  }, [address, wallet, accounts, watchList, t])
  if (!current) return null
  const Icon = watchOnly ? Eye : Wallet
  return (
    <div className="account-bar">
      <button
        type="button"
        className="account-switch"
        data-testid="account-switcher"
        data-watch-only={watchOnly || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => switcher.send({ type: 'switcher.open' })}
      >
        <Icon className="icon" aria-hidden="true" />
        <span className="account-switch-name">{current.name}</span>{' '}
        {/* A watched address says so where the wallet's own shows its short address (the full one is on home
            and in its title): at 360 px there is room for the name and one of the two. */}
        {watchOnly ? (
          <span className="account-switch-address" title={current.address} data-testid="account-watched">
            {t('accounts.watched')}
          </span>
        ) : (
          <span className="mono account-switch-address" title={current.address}>
            {shortAddress(current.address)}
          </span>
        )}
        <span className="visually-hidden">{t('accounts.switcher')}</span>
        <ChevronDown className="icon" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={(next) => !next && switcher.send({ type: 'switcher.close' })}
        title={t('accounts.title')}
        description={t('accounts.description')}
        closeLabel={t('accounts.close')}
        busy={busy}
        contentProps={{ 'data-testid': 'accounts-sheet' }}
      >
        <AccountsPanel switcher={switcher} />
      </Sheet>
    </div>
  )
}

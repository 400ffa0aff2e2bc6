import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { networkSwitchMachine } from '../../machines/home'
import { useT } from '../i18n'
import { Button } from '../kit/Button'
import { usePage, useVaultsPage } from './VaultsContext'

/** 'Please switch to Ethereum Mainnet...' while the selected network is not Ethereum, with the switch. */
export function NetworkBanner() {
  const network = usePage((s) => s.children.network)
  return network ? <Banner network={network} /> : null
}

function Banner({ network }: { network: ActorRefFrom<typeof networkSwitchMachine> }) {
  const t = useT()
  const page = useVaultsPage()
  const selected = useSelector(network, (s) => s.context.network)
  const busy = useSelector(network, (s) => s.hasTag('busy'))
  if (selected === 'ethereum') return null
  return (
    <div className="warn vaults-banner" role="alert" data-testid="switch-banner">
      <span>{t('vaults.switchBanner')}</span>
      <Button size="sm" loading={busy} onClick={() => page.send({ type: 'network.switch' })}>
        {t('vaults.switch')}
      </Button>
    </div>
  )
}

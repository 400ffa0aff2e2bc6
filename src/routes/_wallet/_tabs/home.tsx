import { createFileRoute } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { sendDialogMachine } from '../../../machines/send'
import { inspect } from '../../../machines/shared/inspect'
import { useAppActors } from '../../../ui/app/AppActors'
import { ExportActivityButton } from '../../../ui/export/ExportPanel'
import { HomeScreen } from '../../../ui/home/HomeScreen'
import { SettingsPanel } from '../../../ui/settings/SettingsPanel'
import { ExportFlow } from '../../-export/ExportFlow'
import { ReceiveFlow } from '../../-receive/ReceiveFlow'
import { useSettingsPanel } from '../../-settings/useSettingsPanel'

/**
 * /home: the main wallet screen (its portfolio machine is mounted by the wallet layout) with the Send dialog's
 * machine, the Receive dialog's panel (made each time it opens), Exportar movimientos with its export flow
 * (made where the transactions render, a moment after the total), and the settings side panel, whose Change network item brings the network switcher into view.
 */
export const Route = createFileRoute('/_wallet/_tabs/home')({
  component: function HomeRoute() {
    const { session } = useAppActors()
    const send = useActorRef(sendDialogMachine, { input: { session }, inspect })
    // `?show=networks`: Settings → Cambiar de red, chosen on another screen.
    const search = Route.useSearch() as Record<string, unknown>
    return (
      <HomeScreen
        send={send}
        showNetworksFirst={search.show === 'networks'}
        receive={<ReceiveFlow />}
        exportActivity={
          <ExportFlow>
            <ExportActivityButton />
          </ExportFlow>
        }
        settings={(showNetworks) => <HomeSettings onChangeNetworks={showNetworks} />}
      />
    )
  },
})

/**
 * The settings panel and its machine, made where the panel first renders: home shows it a moment after the
 * total, so the wallet's first render (the task when the password is accepted) does not make the machine.
 */
function HomeSettings({ onChangeNetworks }: { onChangeNetworks: () => void }) {
  const settings = useSettingsPanel()
  return <SettingsPanel {...settings} onChangeNetworks={onChangeNetworks} />
}

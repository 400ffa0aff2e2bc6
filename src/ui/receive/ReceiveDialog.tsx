import { ArrowDownToLine } from 'lucide-react'
import { useState } from 'react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { MoneyDialog } from '../send/MoneyDialog'
import { ReceivePanel } from './ReceivePanel'

/** The Receive button and its dialog; the panel (and its machine) exists only while open. */
export function ReceiveDialog() {
  const t = useT()
  const address = useSession((s) => s.context.address)
  const [open, setOpen] = useState(false)
  return (
    <MoneyDialog
      open={open}
      onOpenChange={setOpen}
      trigger={t('receive.open')}
      icon={<ArrowDownToLine />}
      title={t('receive.title')}
      close={t('receive.close')}
      description={t('receive.description')}
    >
      {open && <ReceivePanel address={address} />}
    </MoneyDialog>
  )
}

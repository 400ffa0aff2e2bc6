import { ArrowDownToLine } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useT } from '../i18n'
import { MoneyDialog } from '../send/MoneyDialog'

/**
 * The Receive button and its dialog; `panel` (the receive panel with its machine, which the route makes) is
 * rendered only while open, so its machine exists only then.
 */
export function ReceiveDialog({ panel }: { panel: ReactNode }) {
  const t = useT()
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
      {open && panel}
    </MoneyDialog>
  )
}

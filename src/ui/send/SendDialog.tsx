import { Send } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { MoneyDialog } from './MoneyDialog'
import { SendForm } from './SendForm'

/**
 * The Send button and its dialog. The form (and its machine) exists only while the dialog is open, so
 * every opening starts clean; after a successful send the machine closes the dialog itself.
 */
export function SendDialog() {
  const t = useT()
  const address = useSession((s) => s.context.address)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <MoneyDialog
      open={open}
      onOpenChange={setOpen}
      trigger={t('send.open')}
      icon={<Send />}
      primary
      title={t('send.title')}
      close={t('send.close')}
      description={t('send.description')}
      dismissOnOutside={false}
    >
      {open && <SendForm address={address} onClose={close} />}
    </MoneyDialog>
  )
}

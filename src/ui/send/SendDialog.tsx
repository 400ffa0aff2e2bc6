import { useSelector } from '@xstate/react'
import { Send } from 'lucide-react'
import type { ActorRefFrom } from 'xstate'
import type { sendDialogMachine } from '../../machines/send'
import { useLanguage, useT } from '../i18n'
import { MoneyDialog } from './MoneyDialog'
import { SendForm } from './SendForm'

/**
 * The Send button and its dialog, drawn from the dialog's machine (home's route mounts it): each opening spawns
 * a fresh form machine (every opening starts clean), and after a successful send the machine closes the
 * dialog itself.
 */
export function SendDialog({ dialog }: { dialog: ActorRefFrom<typeof sendDialogMachine> }) {
  const t = useT()
  const language = useLanguage()
  const send = useSelector(dialog, (s) => (s.matches('open') ? s.context.send : null))
  return (
    <MoneyDialog
      open={send !== null}
      onOpenChange={(open) =>
        dialog.send(
          open
            ? { type: 'dialog.open', decimalSeparator: language === 'es' ? ',' : '.' }
            : { type: 'dialog.close' },
        )
      }
      trigger={t('send.open')}
      icon={<Send />}
      primary
      title={t('send.title')}
      close={t('send.close')}
      description={t('send.description')}
      dismissOnOutside={false}
    >
      {send && <SendForm send={send} />}
    </MoneyDialog>
  )
}

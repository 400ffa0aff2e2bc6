import { useActorRef, useSelector } from '@xstate/react'
import { Send } from 'lucide-react'
import { sendDialogMachine } from '../../machines/send'
import { inspect } from '../../machines/shared/inspect'
import { useAppActors } from '../app/AppActors'
import { useLanguage, useT } from '../i18n'
import { MoneyDialog } from './MoneyDialog'
import { SendForm } from './SendForm'

/**
 * The Send button and its dialog, drawn from the dialog's machine: each opening spawns a fresh form machine
 * (every opening starts clean), and after a successful send the machine closes the dialog itself.
 */
export function SendDialog() {
  const t = useT()
  const language = useLanguage()
  const { session } = useAppActors()
  const dialog = useActorRef(sendDialogMachine, { input: { session }, inspect })
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

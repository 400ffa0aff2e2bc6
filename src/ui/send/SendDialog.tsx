import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useState } from 'react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { SendForm } from './SendForm'
import './money.css'

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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button primary">
          {t('send.open')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content className="money-dialog card">
          <div className="row">
            <Dialog.Title>{t('send.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" style={{ marginLeft: 'auto' }}>
                {t('send.close')}
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted small">{t('send.description')}</Dialog.Description>
          {open && <SendForm address={address} onClose={close} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { ReceivePanel } from './ReceivePanel'
import '../send/money.css'

/** The Receive button and its dialog; the panel (and its machine) exists only while open. */
export function ReceiveDialog() {
  const t = useT()
  const address = useSession((s) => s.context.address)
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button">
          {t('receive.open')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content className="money-dialog card">
          <div className="row">
            <Dialog.Title>{t('receive.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" style={{ marginLeft: 'auto' }}>
                {t('receive.close')}
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted small">{t('receive.description')}</Dialog.Description>
          {open && <ReceivePanel address={address} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

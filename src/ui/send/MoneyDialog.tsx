import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import './money.css'

type MoneyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: string
  primary?: boolean
  title: string
  close: string
  description: string
  /** Whether a click or tap outside closes the dialog (not for Send: the form and its review stay). */
  dismissOnOutside?: boolean
  children: ReactNode
}

/** The shell shared by the Send and Receive dialogs: trigger button, title with Close, description, body. */
export function MoneyDialog({
  open,
  onOpenChange,
  trigger,
  primary,
  title,
  close,
  description,
  dismissOnOutside = true,
  children,
}: MoneyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={primary ? 'button primary' : 'button'}>
          {trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="money-overlay" />
        <Dialog.Content
          className="money-dialog card"
          onInteractOutside={(e) => {
            if (!dismissOnOutside) e.preventDefault()
          }}
        >
          <div className="row">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" style={{ marginLeft: 'auto' }}>
                {close}
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="muted small">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

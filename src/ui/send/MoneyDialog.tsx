import type { ReactNode } from 'react'
import { Button } from '../kit/Button'
import { Sheet } from '../kit/Sheet'
import './money.css'

type MoneyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: string
  /** The trigger's icon (decorative). */
  icon?: ReactNode
  primary?: boolean
  title: string
  close: string
  description: string
  /** Whether a click or tap outside closes the dialog (not for Send: the form and its review stay). */
  dismissOnOutside?: boolean
  children: ReactNode
}

/** The shell shared by the Send and Receive dialogs: trigger button, then a sheet with title, Close, body. */
export function MoneyDialog({
  open,
  onOpenChange,
  trigger,
  icon,
  primary,
  title,
  close,
  description,
  dismissOnOutside = true,
  children,
}: MoneyDialogProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant={primary ? 'primary' : 'secondary'} icon={icon}>
          {trigger}
        </Button>
      }
      title={title}
      closeLabel={close}
      description={description}
      dismissOnOutside={dismissOnOutside}
    >
      {children}
    </Sheet>
  )
}

import type { FormEvent, ReactNode } from 'react'
import { Button } from '../kit/Button'
import { Dialog } from '../kit/Dialog'

type Props = {
  open: boolean
  /** The question, as the dialog's accessible name. */
  title: string
  /** A line under the question (what happens, what cannot be undone). */
  description?: string
  confirmLabel: string
  cancelLabel: string
  busy?: boolean
  /** The confirm button looks dangerous (deleting, logging out). */
  danger?: boolean
  /** Confirm cannot be pressed (what it would act on is not known). */
  confirmDisabled?: boolean
  onCancel: () => void
  /** Without it there is no confirm button: a signer's frame among the children acts (log out, delete). */
  onConfirm?: (form: HTMLFormElement) => void
  /** Fields the confirmation asks for (a password), and their messages. */
  children?: ReactNode
}

/**
 * A confirmation in the middle of the viewport, over whatever screen or panel asked for it (the kit's Dialog
 * with the alertdialog role): Escape, the overlay and Cancel all cancel, and focus goes back to the button
 * that asked.
 */
export function ConfirmDialog(props: Props) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // React events cross portals: a confirmation opened from inside a form must not submit that form too.
    e.stopPropagation()
    props.onConfirm?.(e.currentTarget)
  }
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => !next && props.onCancel()}
      role="alertdialog"
      title={props.title}
      {...(props.description ? { description: props.description } : {})}
      busy={props.busy ?? false}
      className="confirm-dialog"
    >
      <form onSubmit={submit} aria-busy={props.busy}>
        {props.children}
        <div className="kit-dialog-actions">
          <Button onClick={props.onCancel}>{props.cancelLabel}</Button>
          {props.onConfirm && (
            <Button
              type="submit"
              variant={props.danger ? 'danger' : 'primary'}
              loading={props.busy ?? false}
              disabled={props.confirmDisabled ?? false}
            >
              {props.confirmLabel}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  )
}

import * as Dialog from '@radix-ui/react-dialog'
import type { FormEvent, ReactNode } from 'react'
import './confirm.css'
import { useReturnFocus } from './focus'

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
  onCancel: () => void
  onConfirm: (form: HTMLFormElement) => void
  /** Fields the confirmation asks for (a password), and their messages. */
  children?: ReactNode
}

/**
 * A confirmation in the middle of the viewport, over whatever screen or panel asked for it (a Radix dialog
 * with the alertdialog role): Escape, the overlay and Cancel all cancel.
 */
export function ConfirmDialog(props: Props) {
  const returnFocus = useReturnFocus()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // React events cross portals: a confirmation opened from inside a form must not submit that form too.
    e.stopPropagation()
    props.onConfirm(e.currentTarget)
  }
  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => !next && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-overlay" />
        <Dialog.Content
          {...returnFocus}
          role="alertdialog"
          className="confirm-dialog card"
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={(e) => props.busy && e.preventDefault()}
        >
          <form onSubmit={submit} aria-busy={props.busy}>
            <Dialog.Title className="confirm-title">{props.title}</Dialog.Title>
            {props.description ? (
              <Dialog.Description className="muted">{props.description}</Dialog.Description>
            ) : null}
            {props.children}
            <div className="row confirm-actions">
              <button type="button" onClick={props.onCancel}>
                {props.cancelLabel}
              </button>
              <button type="submit" className={props.danger ? 'danger' : 'primary'} disabled={props.busy}>
                {props.confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { type HTMLAttributes, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { buttonClass } from './Button'
import { useEscapeCloses } from './escapeCloses'

export type DialogProps = {
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The element that opens it (a button), handed to Radix's Trigger. Without one, pass `open`. */
  trigger?: ReactNode
  /** The accessible name, shown as the heading. */
  title: ReactNode
  description?: ReactNode
  /** Shows a close button (an ✕) named with this text; disabled while `busy`. */
  closeLabel?: string
  /** `alertdialog` for a confirmation. */
  role?: 'dialog' | 'alertdialog'
  /** Whether a tap outside closes it (default true; never while `busy`). */
  dismissOnOutside?: boolean
  /** Something is in flight that must not be left half done: Escape, a tap outside and the ✕ do nothing. */
  busy?: boolean
  /** Extra props of the content element (data-testid, aria-labelledby…). */
  contentProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>
  className?: string
  children?: ReactNode
}

/**
 * The kit's modal over Radix Dialog: fixed in the viewport (never off screen, however far the page or a panel
 * is scrolled), Escape closes the dialog on top as soon as it is on screen (./escapeCloses.ts), and focus goes
 * back to whatever opened it — the Trigger, or the element that had focus when `open` turned true (Radix alone
 * only knows its own Trigger).
 */
export function Dialog(props: DialogProps & { variant?: 'dialog' | 'sheet' }) {
  const { variant = 'dialog', busy, dismissOnOutside = true, contentProps } = props
  // Opened by its Trigger alone (no `open`): the kit holds the state, so Escape knows whether it is open.
  const [ownOpen, setOwnOpen] = useState(false)
  const open = props.open ?? ownOpen
  const onOpenChange = (next: boolean) => {
    if (props.open === undefined) setOwnOpen(next)
    props.onOpenChange?.(next)
  }
  useEscapeCloses(open, () => onOpenChange(false), busy)
  const returnTo = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    // Layout effects run before Radix's focus scope moves focus in: this is still the opener.
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement
  }, [open])
  const describedBy = props.description ? {} : { 'aria-describedby': undefined }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {props.trigger ? <RadixDialog.Trigger asChild>{props.trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="kit-overlay" />
        <RadixDialog.Content
          role={props.role ?? 'dialog'}
          {...describedBy}
          {...contentProps}
          className={`kit-dialog${variant === 'sheet' ? ' kit-sheet' : ''}${props.className ? ` ${props.className}` : ''}`}
          aria-busy={busy || undefined}
          onCloseAutoFocus={(e) => {
            const target = returnTo.current
            if (target?.isConnected) {
              e.preventDefault()
              target.focus()
            }
            returnTo.current = null
          }}
          onInteractOutside={(e) => {
            if (busy || !dismissOnOutside) e.preventDefault()
          }}
          // useEscapeCloses above closes it (not while busy).
          onEscapeKeyDown={(e) => e.preventDefault()}
        >
          <div className="kit-dialog-head">
            <RadixDialog.Title className="kit-dialog-title">{props.title}</RadixDialog.Title>
            {props.closeLabel ? (
              <RadixDialog.Close asChild>
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm')}
                  aria-label={props.closeLabel}
                  disabled={busy}
                >
                  <X aria-hidden="true" />
                </button>
              </RadixDialog.Close>
            ) : null}
          </div>
          {props.description ? (
            <RadixDialog.Description className="muted small">{props.description}</RadixDialog.Description>
          ) : null}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

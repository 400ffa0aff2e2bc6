import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react'

/** How a button looks: one primary action per view, danger for what cannot be undone. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Busy: disabled, a spinner in place of the icon, the label unchanged (the accessible name stays). */
  loading?: boolean
  /** An icon before the label (decorative: the label names the button). */
  icon?: ReactNode
  /** Full width. */
  block?: boolean
}

/** Classes of a kit button, for a link or a Radix trigger that must look like one. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', block = false) {
  // `primary`/`danger` stay as plain classes too: older CSS and the tests' selectors read them.
  const legacy = variant === 'primary' || variant === 'danger' ? ` ${variant}` : ''
  return `btn btn-${variant} btn-${size}${block ? ' btn-block' : ''}${legacy}`
}

/**
 * The kit's button: variants, sizes, a loading state and an icon slot. `type="button"` unless told. Its ref
 * reaches the `<button>` (a Radix trigger returns focus through it).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    icon,
    block = false,
    className,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const classes = buttonClass(variant, size, block) + (className ? ` ${className}` : '')
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {/* One box for the icon and the spinner that takes its place: the icon coming back as a new box was a
          layout shift (Chromium reports it as moved from the corner). */}
      {loading || icon ? (
        <span className="btn-icon" aria-hidden="true">
          {loading ? <span className="spinner" /> : icon}
        </span>
      ) : null}
      {children}
    </button>
  )
})

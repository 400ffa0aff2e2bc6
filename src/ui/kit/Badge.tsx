import type { HTMLAttributes } from 'react'

export type BadgeTone = 'neutral' | 'accent' | 'ok' | 'warn' | 'danger'

/** A short status word (Activo, Pendiente, Devnet) in a pill; the text says it, the colour only helps. */
export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  const classes = `kit-badge${tone === 'neutral' ? '' : ` kit-badge-${tone}`}${className ? ` ${className}` : ''}`
  return <span {...rest} className={classes} />
}

import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react'

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a section by default (give it a title or an aria-label), a plain div, an article or a li. */
  as?: 'section' | 'div' | 'article' | 'li'
  /** A heading at the top of the card (an h2). */
  title?: ReactNode
  /** No shadow: a card inside a card or a dialog. */
  flat?: boolean
}

/** A surface that groups one thing: a balance, a form, a list. Its ref reaches the element. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Tag = 'section', title, flat, className, children, ...rest },
  ref,
) {
  const classes = `card${flat ? ' card-flat' : ''}${className ? ` ${className}` : ''}`
  return (
    <Tag {...rest} ref={ref as Ref<never>} className={classes}>
      {title ? <h2 className="card-title">{title}</h2> : null}
      {children}
    </Tag>
  )
})

import { type RefObject, useEffect, useRef } from 'react'

/**
 * Where focus is somewhere useful. A frame holding it (`iframe`: the signer's, where the person is typing a
 * password) is one: a route's change or a review's heading took the focus out of it in the middle of the typing.
 */
const CONTROL = 'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])'

/**
 * Whether keyboard focus has nowhere useful to be: on the page itself, or on a container (a dialog's frame)
 * because the control that had it just left the screen.
 */
export function focusLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || !active.matches(CONTROL)
}

/** Focuses a heading or other non-control element, making it focusable by script (not by Tab) first. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false
  if (!element.matches(CONTROL) && !element.hasAttribute('tabindex')) element.tabIndex = -1
  element.focus({ preventScroll: !element.matches(CONTROL) })
  return document.activeElement === element
}

/** After a new screen shows, focus that was lost goes to its main heading (what a screen reader reads next). */
export function focusScreen(): void {
  if (focusLost()) focusElement(document.querySelector<HTMLElement>('main h1'))
}

/**
 * When `active` ends (a review closed with Volver, which unmounts it), focus goes to `target` if it was
 * lost on the way: back to the button that opened the review.
 */
export function useFocusWhenEnds(active: boolean, target: RefObject<HTMLElement | null>) {
  const was = useRef(active)
  useEffect(() => {
    if (was.current && !active && focusLost()) focusElement(target.current)
    was.current = active
  }, [active, target])
}

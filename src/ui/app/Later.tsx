import type { ReactNode } from 'react'
import { useDeferredFrom } from './useDeferredFrom'

/**
 * Renders `children` a moment after the screen around it, in a background render React slices (a tap
 * interrupts it); until then `placeholder`, which holds their place so nothing moves when they come. For what
 * is on screen but not what the user came for: the wallet opening renders in one synchronous task (the
 * router's store updates synchronously), and at a cheap phone's speed the account bar, the tab bar and closed
 * dialogs made it a long one.
 * @example <Later placeholder={<div className="account-bar" />}><AccountBar /></Later>
 */
export function Later({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const later = useDeferredFrom(true, false)
  return later ? children : placeholder
}

import { fromCallback } from 'xstate'

/** Events a polling machine gets when the tab is hidden or shown again. */
export type VisibilityEvent = { type: 'visibility.hidden' } | { type: 'visibility.visible' }

/**
 * Reports `document.visibilityState`: once at start when already hidden, then on every change. Polling
 * machines pause while hidden (DESIGN §9). Tests replace it with a stub.
 */
export const watchVisibility = fromCallback<VisibilityEvent>(({ sendBack }) => {
  if (typeof document === 'undefined') return
  const report = () =>
    sendBack({ type: document.visibilityState === 'hidden' ? 'visibility.hidden' : 'visibility.visible' })
  if (document.visibilityState === 'hidden') report()
  document.addEventListener('visibilitychange', report)
  return () => document.removeEventListener('visibilitychange', report)
})

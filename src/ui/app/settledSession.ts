import { waitFor } from 'xstate'
import type { SessionActor } from './AppActors'

/** The session once it knows whether a wallet exists and whether it is unlocked (not mid-transition). */
export function settledSession(session: SessionActor) {
  return waitFor(session, (s) => !s.hasTag('busy') && !s.matches('initializing'), { timeout: 15_000 })
}

/** Only same-app paths may be redirect targets: never another origin. */
export function safeRedirect(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null
  return target
}

import { useEffect } from 'react'
import { whenIdle } from '../../ui/app/whenIdle'

/** What says the user has started on the screen (a tap, a key, a field filled in by a password manager). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'input'] as const

/**
 * Loads the chain service (viem, the catalogue, the RPC clients) in an idle moment once the user starts on
 * the screen: types a password, reads and taps through the terms. The session starts the first balance
 * refresh the moment a wallet opens (create, import, unlock); without this, evaluating those modules lands in
 * the same burst of main-thread work as the wallet's first screen and makes a long task. Waiting for the first
 * tap or key keeps that work out of the page load itself, where a cheap phone is busiest. Loading twice costs
 * nothing: modules are cached.
 */
export function warmUpWallet(): () => void {
  let cancel = () => {}
  const load = () => void import('../../chain/chainService').catch(() => {})
  const start = () => {
    stopListening()
    cancel = whenIdle(load, 1000)
  }
  const stopListening = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, { capture: true })
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true })
  return () => {
    stopListening()
    cancel()
  }
}

/** `warmUpWallet` for the life of a screen. */
export function useWarmUpWallet(enabled = true): void {
  useEffect(() => (enabled ? warmUpWallet() : undefined), [enabled])
}

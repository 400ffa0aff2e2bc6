import { useEffect } from 'react'

/** How long to wait for an idle moment before loading anyway (ms). */
const IDLE_TIMEOUT_MS = 2000

/**
 * Loads the chain service (viem, the catalogue, the RPC clients) in an idle moment while the user types
 * a password or reads the terms. The session starts the first balance refresh the moment a wallet opens
 * (create, import, unlock); without this, evaluating those modules lands in the same burst of main-thread
 * work as the wallet's first screen and makes a long task. Loading twice costs nothing: modules are cached.
 */
export function warmUpWallet(): () => void {
  const load = () => void import('../../chain/chainService').catch(() => {})
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(load, 0)
  return () => clearTimeout(handle)
}

/** `warmUpWallet` for the life of a screen. */
export function useWarmUpWallet(enabled = true): void {
  useEffect(() => (enabled ? warmUpWallet() : undefined), [enabled])
}

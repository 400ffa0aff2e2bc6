/**
 * localStorage key of the account the user picked: one choice for the device, shared by every tab, as
 * MetaMask keeps one selected account (a switch in one tab is seen in the others).
 */
export const SELECTED_ACCOUNT_KEY = 'account'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The stored choice, if it is an address. */
export function readSelectedAccount(): `0x${string}` | null {
  try {
    const value = globalThis.localStorage?.getItem(SELECTED_ACCOUNT_KEY) ?? null
    return value && ADDRESS.test(value) ? (value as `0x${string}`) : null
  } catch {
    return null
  }
}

/** Keeps the choice (null forgets it). */
export function writeSelectedAccount(address: string | null): void {
  try {
    if (address === null) globalThis.localStorage?.removeItem(SELECTED_ACCOUNT_KEY)
    else globalThis.localStorage?.setItem(SELECTED_ACCOUNT_KEY, address)
  } catch (error) {
    console.warn('[accounts] could not store the chosen account', error)
  }
}

/** Calls `onChange` with the new choice when another tab changes it. */
export function watchSelectedAccount(onChange: (address: `0x${string}` | null) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const listener = (event: StorageEvent) => {
    if (event.key === SELECTED_ACCOUNT_KEY || event.key === null) onChange(readSelectedAccount())
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

import { type DevnetManifest, devnetProfile } from './devnetProfile'
import { ChainError } from './errors'
import { type ChainProfile, mainnetProfile } from './profile'
import { readApiKeys, readUserRpcUrls } from './settings'

/** Which profile the build runs: `VITE_BILLETERA_PROFILE`, `devnet` unless set to `mainnet`. */
export function profileName(): 'mainnet' | 'devnet' {
  return import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet' ? 'mainnet' : 'devnet'
}

let cached: Promise<ChainProfile> | null = null

/**
 * The app's profile, with the user's endpoints and keys from settings. The devnet one is read from
 * `/devnet-manifest.json`, which the dev and preview servers serve. Cached until {@link resetProfile}.
 */
export function loadProfile(): Promise<ChainProfile> {
  cached ??= build().catch((error) => {
    cached = null
    throw error
  })
  return cached
}

/** Forgets the cached profile (after the user changes endpoints or keys). */
export function resetProfile(): void {
  cached = null
}

async function build(): Promise<ChainProfile> {
  const keys = readApiKeys()
  const userRpcUrls = readUserRpcUrls()
  // The constant itself, not profileName(): the minifier then drops the devnet branch from the mainnet app.
  if (import.meta.env.VITE_BILLETERA_PROFILE === 'mainnet') return mainnetProfile({ keys, userRpcUrls })
  const res = await fetch('/devnet-manifest.json', { cache: 'no-store' })
  if (!res.ok) throw new ChainError('devnet.unavailable', { details: `status ${res.status}` })
  return devnetProfile((await res.json()) as DevnetManifest, { keys, userRpcUrls })
}

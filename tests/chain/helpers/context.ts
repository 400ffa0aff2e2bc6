import type { DevnetManifest } from '../../../devnet/manifest.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The chain-test devnet's manifest (tests/chain/globalSetup.ts). */
    manifest: DevnetManifest
  }
}

export type { DevnetChain, DevnetManifest } from '../../../devnet/manifest.mjs'

import { inject } from 'vitest'
import { type DevnetManifest, devnetProfile } from '../../../src/chain/devnetProfile'
import type { ChainProfile } from '../../../src/chain/profile'
import type { NetworkId } from '../../../src/domain/catalogue/networks'

/** The running test devnet's manifest, provided by tests/chain/globalSetup.ts. */
export function devnetManifest(): DevnetManifest {
  return (inject as unknown as (k: string) => DevnetManifest)('manifest')
}

/**
 * The devnet profile, optionally with endpoints placed before each chain's node. The RPC timeout is long unless
 * a test about timeouts gives its own: on a loaded machine a devnet answer can take over a second, and a timeout
 * would make the fallback ask again — a second request a test counts, or a transaction sent twice.
 */
export function testProfile(
  before: Partial<Record<NetworkId, string[]>> = {},
  rpcTimeoutMs = 30_000,
): ChainProfile {
  return devnetProfile(devnetManifest(), { userRpcUrls: before, rpcTimeoutMs })
}

/** A fresh random address nobody has touched. */
export function freshAddress(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return `0x${Buffer.from(bytes).toString('hex')}`
}

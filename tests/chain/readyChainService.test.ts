import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadChainService, resetChainService } from '../../src/chain/chainService'
import { devnetProfile } from '../../src/chain/devnetProfile'
import { getAllBalances, rehearseBalances } from '../../src/chain/getBalances'
import { resetProfile } from '../../src/chain/loadProfile'
import { readyChainService } from '../../src/chain/readyChainService'
import { chain } from '../../src/machines/shared/chain'
import { devnetManifest, freshAddress } from './support/manifest'

/** Node has no localStorage; the profile reads the user's endpoints and keys from it. */
const emptyStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }

/** `fetch` as the page has it: the devnet manifest at its path, everything else from the network. */
function pageFetch() {
  const real = globalThis.fetch
  const manifest = vi.fn(async () => Response.json(devnetManifest()))
  const all = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/devnet-manifest.json' ? manifest() : real(input, init),
  )
  vi.stubGlobal('fetch', all)
  return { all, manifest }
}

/** What the RPC settings do after the user changes an endpoint (src/machines/settings/rpcSettingsActors.ts). */
function reset() {
  resetProfile()
  resetChainService()
}

beforeEach(() => {
  vi.stubGlobal('localStorage', emptyStorage)
  reset()
})
afterEach(() => {
  reset()
  vi.unstubAllGlobals()
})

describe('the chain service a machine reads with', () => {
  it('is there at once once made; a reset forgets it, and the next use makes it again', async () => {
    const { manifest } = pageFetch()
    expect(readyChainService()).toBeNull()
    const made = await loadChainService()
    expect(readyChainService()).toBe(made)
    expect(await chain()).toBe(made)
    expect(manifest).toHaveBeenCalledTimes(1)
    reset()
    expect(readyChainService()).toBeNull()
    const again = await chain()
    expect(again).not.toBe(made)
    expect(readyChainService()).toBe(again)
    expect(manifest).toHaveBeenCalledTimes(2)
  })

  it('a reset while the profile loads: the service made from the old profile is never the ready one', async () => {
    pageFetch()
    const old = loadChainService()
    reset()
    await old
    expect(readyChainService()).toBeNull()
    const fresh = await loadChainService()
    expect(readyChainService()).toBe(fresh)
  })

  it('a profile that cannot load leaves nothing ready, and the next use tries again', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"devnet not running"}', { status: 404 }))
    await expect(loadChainService()).rejects.toThrow()
    expect(readyChainService()).toBeNull()
    pageFetch()
    const made = await chain()
    expect(readyChainService()).toBe(made)
  })
})

describe('rehearseBalances', () => {
  it('runs the balance read with no request at all, and the real read answers as before', async () => {
    const profile = devnetProfile(devnetManifest(), { keys: {}, userRpcUrls: {} })
    const { all } = pageFetch()
    await rehearseBalances(profile)
    expect(all).not.toHaveBeenCalled()
    const service = await loadChainService()
    const address = freshAddress()
    const { balances, failedNetworks } = await getAllBalances(service.clients, { address, profile })
    expect(failedNetworks).toEqual([])
    expect(balances.ETH).toBe(0n)
  })
})

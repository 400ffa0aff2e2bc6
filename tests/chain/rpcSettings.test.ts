import { numberToHex } from 'viem'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createClients } from '../../src/chain/clients'
import { devnetProfile } from '../../src/chain/devnetProfile'
import { ChainError } from '../../src/chain/errors'
import { getAllBalances } from '../../src/chain/getBalances'
import { addUserRpcUrl, readUserRpcUrls, removeUserRpcUrl } from '../../src/chain/settings'
import { type Loopback, startRpcEndpoint } from './support/loopback'
import { devnetManifest, freshAddress } from './support/manifest'

/** Node has no localStorage; settings read and write it exactly as in the browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  }
}

const rpcUrl = (chainId: number) => devnetManifest().chains[String(chainId)]!.rpcUrl
const proxies: Loopback[] = []

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await Promise.all(proxies.map((p) => p.close()))
})

async function rejection(promise: Promise<unknown>): Promise<ChainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ChainError)
  return error as ChainError
}

describe('user RPC endpoints on the devnet', () => {
  it("accepts the devnet's chain-1 node for Ethereum and saves it first", async () => {
    const url = rpcUrl(1)
    expect(await addUserRpcUrl('ethereum', `  ${url} `)).toEqual([url])
    expect(readUserRpcUrls()).toEqual({ ethereum: [url] })
  })

  it('rejects the chain-1 node for Polygon (wrong chain id) and saves nothing', async () => {
    const error = await rejection(addUserRpcUrl('polygon', rpcUrl(1)))
    expect(error.shortMessage).toBe('rpc.wrongChain')
    expect(error.details).toBe('got 1')
    expect(readUserRpcUrls()).toEqual({})
    expect(localStorage.getItem('rpcEndpoints')).toBeNull()
  })

  it('rejects a dead loopback port and a malformed address, and saves nothing', async () => {
    const dead = await startRpcEndpoint({ kind: 'status', status: 503 })
    const deadUrl = dead.url
    await dead.close()
    expect((await rejection(addUserRpcUrl('ethereum', deadUrl))).shortMessage).toBe('rpc.unreachable')
    expect((await rejection(addUserRpcUrl('ethereum', 'nodo-propio'))).shortMessage).toBe('rpc.invalidUrl')
    expect((await rejection(addUserRpcUrl('ethereum', 'ftp://127.0.0.1/'))).shortMessage).toBe(
      'rpc.invalidUrl',
    )
    expect(readUserRpcUrls()).toEqual({})
  })

  it('puts the newest endpoint first, moves a repeated one to the front, and removes one', async () => {
    const a = await startRpcEndpoint({ kind: 'forward', target: rpcUrl(137) })
    const b = await startRpcEndpoint({ kind: 'forward', target: rpcUrl(137) })
    proxies.push(a, b)
    await addUserRpcUrl('polygon', a.url)
    expect(await addUserRpcUrl('polygon', b.url)).toEqual([b.url, a.url])
    expect(await addUserRpcUrl('polygon', a.url)).toEqual([a.url, b.url])
    removeUserRpcUrl('polygon', a.url)
    expect(readUserRpcUrls().polygon).toEqual([b.url])
  })

  it("reads balances through the user's endpoint first, exactly", async () => {
    const address = freshAddress()
    const amount = 1_234_567_890_123_456_789n
    const node = createClients(devnetProfile(devnetManifest())).ethereum
    await (node.request as (a: { method: string; params: unknown[] }) => Promise<unknown>)({
      method: 'anvil_setBalance',
      params: [address, numberToHex(amount)],
    })
    const proxy = await startRpcEndpoint({ kind: 'forward', target: rpcUrl(1) })
    proxies.push(proxy)
    await addUserRpcUrl('ethereum', proxy.url)
    const checks = proxy.requests

    const profile = devnetProfile(devnetManifest(), { userRpcUrls: readUserRpcUrls() })
    expect(profile.networks.ethereum.rpcUrls).toEqual([proxy.url, rpcUrl(1)])
    const { balances, failedNetworks } = await getAllBalances(createClients(profile), { address, profile })
    expect(failedNetworks).toEqual([])
    expect(balances.ETH).toBe(amount)
    expect(proxy.requests - checks).toBe(1)
  })

  it('falls back to the built-in node when the user endpoint goes down', async () => {
    const address = freshAddress()
    const proxy = await startRpcEndpoint({ kind: 'forward', target: rpcUrl(10) })
    proxies.push(proxy)
    await addUserRpcUrl('optimism', proxy.url)
    proxy.mode = { kind: 'status', status: 502 }
    const before = proxy.requests
    const profile = devnetProfile(devnetManifest(), { userRpcUrls: readUserRpcUrls(), rpcTimeoutMs: 500 })
    const { balances, failedNetworks } = await getAllBalances(createClients(profile), { address, profile })
    expect(failedNetworks).toEqual([])
    expect(balances['ETH-OPTIMISM']).toBe(0n)
    expect(proxy.requests).toBeGreaterThan(before)
  })
})

import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { ChainError } from './errors'
import type { ApiKeys } from './profile'

const rpcKey = 'rpcEndpoints'
const keysKey = 'apiKeys'

function read<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : fallback
  } catch (error) {
    console.warn(`ignoring unreadable ${key}`, error)
    return fallback
  }
}

/** The user's own RPC endpoints per network (localStorage `rpcEndpoints`), tried before all others. */
export function readUserRpcUrls(): Partial<Record<NetworkId, string[]>> {
  const raw = read<Record<string, unknown>>(rpcKey, {})
  const out: Partial<Record<NetworkId, string[]>> = {}
  for (const id of networkIds) {
    const list = raw[id]
    if (Array.isArray(list)) out[id] = list.filter((u): u is string => typeof u === 'string')
  }
  return out
}

/** API keys the user configured in settings (localStorage `apiKeys`); never in the bundle. */
export function readApiKeys(): ApiKeys {
  return read<ApiKeys>(keysKey, {})
}

/** Saves the user's API keys; empty strings remove a key. */
export function saveApiKeys(keys: ApiKeys): void {
  const clean = Object.fromEntries(Object.entries(keys).filter(([, v]) => typeof v === 'string' && v.trim()))
  globalThis.localStorage?.setItem(keysKey, JSON.stringify(clean))
}

/**
 * Asks an endpoint for eth_chainId.
 * @throws ChainError `rpc.invalidUrl` or `rpc.unreachable`.
 */
export async function fetchChainId(url: string, timeoutMs = 5_000): Promise<number> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ChainError('rpc.invalidUrl')
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new ChainError('rpc.invalidUrl')
  try {
    const res = await fetch(parsed, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json()) as { result?: string }
    if (!res.ok || typeof body.result !== 'string') throw new Error(`status ${res.status}`)
    return Number.parseInt(body.result, 16)
  } catch (cause) {
    throw new ChainError('rpc.unreachable', { cause })
  }
}

/**
 * Adds the user's own endpoint for a network, first checking that it answers eth_chainId with that
 * network's chain id. Returns the saved list.
 * @throws ChainError `rpc.invalidUrl`, `rpc.unreachable` or `rpc.wrongChain`.
 */
export async function addUserRpcUrl(network: NetworkId, url: string): Promise<string[]> {
  const trimmed = url.trim()
  const chainId = await fetchChainId(trimmed)
  if (chainId !== networks[network].chainId) {
    throw new ChainError('rpc.wrongChain', { details: `got ${chainId}` })
  }
  const all = readUserRpcUrls()
  const list = [trimmed, ...(all[network] ?? []).filter((u) => u !== trimmed)]
  globalThis.localStorage?.setItem(rpcKey, JSON.stringify({ ...all, [network]: list }))
  return list
}

/** Removes one of the user's endpoints. */
export function removeUserRpcUrl(network: NetworkId, url: string): void {
  const all = readUserRpcUrls()
  const list = (all[network] ?? []).filter((u) => u !== url)
  globalThis.localStorage?.setItem(rpcKey, JSON.stringify({ ...all, [network]: list }))
}

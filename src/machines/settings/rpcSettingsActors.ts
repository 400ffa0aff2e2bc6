import { type ActorRefFrom, fromPromise } from 'xstate'
import {
  addUserRpcUrl,
  readApiKeys,
  readUserRpcUrls,
  removeUserRpcUrl,
  saveApiKeys,
} from '../../chain/settings'
import type { NetworkId } from '../../domain/catalogue/networks'
import { maskApiKey } from '../../domain/format/maskApiKey'
import type { sessionMachine } from '../session/sessionMachine'
import {
  type ApiKeyChanges,
  type ApiKeyName,
  type RpcSettings,
  rpcSettingsMachine,
} from './rpcSettingsMachine'

const keyNames: readonly ApiKeyName[] = ['coinmarketcap', 'etherscan']

function maskedKeys(): Partial<Record<ApiKeyName, string>> {
  const keys = readApiKeys()
  const out: Partial<Record<ApiKeyName, string>> = {}
  for (const name of keyNames) {
    const key = keys[name]
    if (key) out[name] = maskApiKey(key)
  }
  return out
}

type Endpoint = { network: NetworkId; url: string }

/**
 * Settings → Networks and endpoints' real actors, on localStorage (chain/settings). After any change
 * `applied` runs, so the next read already goes through the new endpoint order (or key).
 */
export function rpcSettingsActors(applied: () => Promise<void>) {
  return {
    readSettings: fromPromise<RpcSettings>(async () => ({
      urls: readUserRpcUrls(),
      maskedKeys: maskedKeys(),
    })),
    addEndpoint: fromPromise<string[], Endpoint>(async ({ input }) => {
      const list = await addUserRpcUrl(input.network, input.url)
      await applied()
      return list
    }),
    removeEndpoint: fromPromise<string[], Endpoint>(async ({ input }) => {
      removeUserRpcUrl(input.network, input.url)
      await applied()
      return readUserRpcUrls()[input.network] ?? []
    }),
    saveKeys: fromPromise<Partial<Record<ApiKeyName, string>>, ApiKeyChanges>(async ({ input }) => {
      const keys = { ...readApiKeys() }
      for (const name of keyNames) {
        const change = input[name]
        if (change === null) delete keys[name]
        else if (change?.trim()) keys[name] = change.trim()
      }
      saveApiKeys(keys)
      await applied()
      return maskedKeys()
    }),
  }
}

/**
 * The endpoint settings wired to storage and the app: after a change the cached profile and chain clients
 * are dropped and balances refresh.
 */
export function liveRpcSettingsMachine(session: ActorRefFrom<typeof sessionMachine>) {
  const applied = async () => {
    const [{ resetProfile }, { resetChainService }] = await Promise.all([
      import('../../chain/loadProfile'),
      import('../../chain/chainService'),
    ])
    resetProfile()
    resetChainService()
    session.send({ type: 'session.refresh' })
  }
  return rpcSettingsMachine.provide({ actors: rpcSettingsActors(applied) })
}

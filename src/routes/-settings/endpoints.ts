import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import {
  addUserRpcUrl,
  readApiKeys,
  readUserRpcUrls,
  removeUserRpcUrl,
  saveApiKeys,
} from '../../chain/settings'
import { maskApiKey } from '../../domain/format/maskApiKey'
import { inspect } from '../../machines/inspect'
import { type ApiKeyName, rpcSettingsMachine } from '../../machines/rpcSettingsMachine'
import { useAppActors } from '../../ui/app/AppActors'

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

/**
 * Settings → Networks and endpoints, wired to storage. After any change the cached profile and chain clients
 * are dropped and balances refresh, so the new endpoint order (or key) is used at once.
 */
export function useEndpointSettings() {
  const { session } = useAppActors()
  const machine = useMemo(() => {
    const applied = async () => {
      const [{ resetProfile }, { resetChainService }] = await Promise.all([
        import('../../chain/loadProfile'),
        import('../../chain/chainService'),
      ])
      resetProfile()
      resetChainService()
      session.send({ type: 'session.refresh' })
    }
    return rpcSettingsMachine.provide({
      actors: {
        addEndpoint: fromPromise(async ({ input }) => {
          const list = await addUserRpcUrl(input.network, input.url)
          await applied()
          return list
        }),
        removeEndpoint: fromPromise(async ({ input }) => {
          removeUserRpcUrl(input.network, input.url)
          await applied()
          return readUserRpcUrls()[input.network] ?? []
        }),
        saveKeys: fromPromise(async ({ input }) => {
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
      },
    })
  }, [session])
  return useActorRef(machine, { input: { urls: readUserRpcUrls(), maskedKeys: maskedKeys() }, inspect })
}

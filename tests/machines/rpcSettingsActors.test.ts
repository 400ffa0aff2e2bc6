import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { rpcSettingsActors } from '../../src/machines/settings/rpcSettingsActors'
import { rpcSettingsMachine } from '../../src/machines/settings/rpcSettingsMachine'

/** A Map-backed localStorage, so the real read/write code (chain/settings) runs in node. */
function memoryStorage(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const polygon = ['http://127.0.0.1:9545', 'http://127.0.0.1:9546']

describe('rpcSettingsActors, on storage', () => {
  let storage: ReturnType<typeof memoryStorage>
  let applied: number
  const start = () => {
    const machine = rpcSettingsMachine.provide({
      actors: rpcSettingsActors(async () => {
        applied += 1
      }),
    })
    return createActor(machine).start()
  }
  const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.hasTag('busy'))

  beforeEach(() => {
    applied = 0
    storage = memoryStorage({
      rpcEndpoints: JSON.stringify({ polygon }),
      apiKeys: JSON.stringify({ etherscan: 'ABCDEFGH12345678' }),
    })
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('starts with the stored endpoints and the keys masked, never whole', async () => {
    const actor = await settled(start())
    expect(actor.context).toMatchObject({ urls: { polygon }, maskedKeys: { etherscan: '••••5678' } })
    expect(JSON.stringify(actor.context)).not.toContain('ABCDEFGH')
    expect(applied).toBe(0)
  })

  it('removes an endpoint from storage and applies the change', async () => {
    const actor = start()
    await settled(actor)
    actor.send({ type: 'endpoint.remove', network: 'polygon', url: polygon[0] as string })
    const after = await settled(actor)
    expect(after.context.urls.polygon).toEqual([polygon[1]])
    expect(JSON.parse(storage.getItem('rpcEndpoints') ?? '{}')).toEqual({ polygon: [polygon[1]] })
    expect(applied).toBe(1)
  })

  it('saves a new key, removes another, and shows both masked', async () => {
    const actor = start()
    await settled(actor)
    actor.send({ type: 'keys.save', changes: { coinmarketcap: ' 0123456789abcdef ', etherscan: null } })
    const after = await settled(actor)
    expect(after.context.maskedKeys).toEqual({ coinmarketcap: '••••cdef' })
    expect(JSON.parse(storage.getItem('apiKeys') ?? '{}')).toEqual({ coinmarketcap: '0123456789abcdef' })
    expect(applied).toBe(1)
  })

  it('refuses an address that is not a URL, changing nothing', async () => {
    const actor = start()
    await settled(actor)
    actor.send({ type: 'endpoint.add', network: 'ethereum', url: 'not a url' })
    const after = await settled(actor)
    expect(after.value).toBe('rejected')
    expect(after.context.notice).toMatchObject({ kind: 'rejected', reason: 'rpc.invalidUrl' })
    expect(JSON.parse(storage.getItem('rpcEndpoints') ?? '{}')).toEqual({ polygon })
    expect(applied).toBe(0)
  })
})

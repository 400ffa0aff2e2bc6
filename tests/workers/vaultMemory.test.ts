import { createStore } from 'idb-keyval'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { Vault } from '../../src/workers/vault/vault'

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

describe('the vault in memory', () => {
  const vault = new Vault({ channel: null, store: createStore('billetera-test', 'vault-memory') })
  afterAll(() => vault.forget('correct horse battery'))

  it('zeroes the parsed key once sealed, and the copy it held when it locks', async () => {
    await vault.setPassword('correct horse battery')
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt')
    const slice = vi.spyOn(Uint8Array.prototype, 'slice')
    await vault.importPrivateKey(KEY)
    const parsed = encrypt.mock.calls[0]?.[2] as Uint8Array
    const copies = slice.mock.results.map((r) => r.value as Uint8Array).filter((b) => b.length === 32)
    encrypt.mockRestore()
    slice.mockRestore()
    expect(parsed.every((b) => b === 0)).toBe(true)
    expect(copies.some((b) => b.some((x) => x !== 0))).toBe(true)
    await vault.lock()
    expect(copies.every((b) => b.every((x) => x === 0))).toBe(true)
  })

  it('locks itself after the chosen minutes of inactivity', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await vault.unlock('correct horse battery')
      await vault.setAutoLockMinutes('correct horse battery', 2)
      await vault.touch()
      vi.advanceTimersByTime(119_000)
      expect((await vault.status()).unlocked).toBe(true)
      vi.advanceTimersByTime(2_000)
      expect((await vault.status()).unlocked).toBe(false)
      await expect(vault.setAutoLockMinutes('correct horse battery', 0)).rejects.toBeInstanceOf(RangeError)
    } finally {
      vi.useRealTimers()
    }
  })
})

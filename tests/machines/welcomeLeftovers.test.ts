import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { Secret } from '../../src/domain/secret'

const stored = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const password = new Secret('clave-de-prueba-123')

describe('Crear billetera on /welcome over a stored wallet: an earlier version’s plaintext wallets are not dropped', () => {
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function clearing(vaultExists: boolean) {
    const items = new Map([
      ['wallet', JSON.stringify({ address: stored, privateKey: '0x01' })],
      ['walletData', JSON.stringify({ address: other, privateKey: '0x02' })],
      ['user', 'Ana'],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    })
    const calls: string[] = []
    const address = (json: string) => JSON.parse(json).address as string
    // The unit project shares modules between files (isolate: false): the actors must import this mock, not a
    // vault client another file loaded first.
    vi.resetModules()
    vi.doMock('../../src/workers/vaultClient', () => ({
      getVault: () => ({
        status: async () => ({ exists: vaultExists }),
        legacyMatchesVault: async (json: string) => vaultExists && address(json) === stored,
        archiveLegacy: async (_pw: string, json: string) => {
          calls.push(`archive ${address(json)}`)
          return { address: address(json) }
        },
        forget: async () => {
          calls.push(`forget [${[...items.keys()].join(',')}]`)
        },
      }),
    }))
    const { welcomeActors } = await import('../../src/machines/onboarding/onboardingWelcomeActors')
    const sent: unknown[] = []
    const actors = welcomeActors({ send: (e: unknown) => sent.push(e) } as never)
    await toPromise(createActor(actors.clearStoredWallet, { input: { password } }).start())
    return { items, calls, sent }
  }

  it('another wallet is sealed into the archive before the vault goes; the copy of the stored one after', async () => {
    const { items, calls, sent } = await clearing(true)
    expect(calls).toEqual([`archive ${other}`, 'forget [wallet,user]'])
    expect([...items.keys()]).toEqual([])
    expect(sent).toEqual([{ type: 'wallet.forgotten' }])
  })

  it('with only plaintext wallets stored there is nothing to seal under: they stay where they are', async () => {
    const { items, calls } = await clearing(false)
    expect(calls).toEqual(['forget [wallet,walletData,user]'])
    expect([...items.keys()]).toEqual(['wallet', 'walletData'])
  })
})

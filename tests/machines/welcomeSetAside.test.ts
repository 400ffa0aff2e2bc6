import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'

const stored = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/**
 * Crear billetera on /welcome over a stored wallet (issue 41 step 4): the stored wallet is set aside in the
 * signer's frame, with its password typed there (and an earlier version's plaintext wallets sealed there first).
 * The welcome actors of the app's page hold no password and call nothing of the key worker's to set it aside:
 * they only tidy up once the frame said it was done.
 */
describe('Crear billetera over a stored wallet: the welcome actors of the app’s page', () => {
  afterEach(() => {
    vi.doUnmock('../../src/workers/vaultClient')
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function welcome(signerHolds: string | null) {
    const items = new Map([
      ['wallet', JSON.stringify({ address: other, privateKey: '0x02' })],
      ['user', 'Ana'],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    })
    const calls: string[] = []
    // The unit project shares modules between files (isolate: false): the actors must import this mock.
    vi.resetModules()
    vi.doMock('../../src/workers/vaultClient', () => ({
      // Any call on the key worker's channel is recorded: setting the wallet aside makes none.
      getVault: () =>
        new Proxy(
          {},
          {
            get: (_, name) => async () => {
              calls.push(String(name))
            },
          },
        ),
      storedWallet: async () => ({
        exists: signerHolds !== null,
        address: signerHolds,
        kind: null,
        archived: false,
      }),
    }))
    const { welcomeActors } = await import('../../src/machines/onboarding/onboardingWelcomeActors')
    const sent: unknown[] = []
    return { actors: welcomeActors({ send: (e: unknown) => sent.push(e) } as never), items, calls, sent }
  }

  it('once the signer’s frame set the wallet aside: the session forgets it and the user name goes; nothing is called on the channel', async () => {
    const { actors, items, calls, sent } = await welcome(stored)
    await toPromise(createActor(actors.clearStoredWallet, { input: { setAside: true } }).start())
    expect(sent).toEqual([{ type: 'wallet.forgotten' }])
    expect(calls).toEqual([])
    // The plaintext wallets are the frame's business (sealed there, their keys removed on its word): untouched here.
    expect([...items.keys()]).toEqual(['wallet'])
  })

  it('with nothing set aside (nothing stored in the signer): only the user name goes', async () => {
    const { actors, items, calls, sent } = await welcome(null)
    await toPromise(createActor(actors.clearStoredWallet, { input: { setAside: false } }).start())
    expect(sent).toEqual([])
    expect(calls).toEqual([])
    expect([...items.keys()]).toEqual(['wallet'])
  })

  it('names the wallet to set aside as the signer stores it; a plaintext wallet alone is nothing to set aside there', async () => {
    const held = await welcome(stored)
    expect(await toPromise(createActor(held.actors.readStoredWallet).start())).toEqual({ address: stored })
    vi.resetModules()
    const plaintextOnly = await welcome(null)
    expect(await toPromise(createActor(plaintextOnly.actors.readStoredWallet).start())).toEqual({
      address: null,
    })
  })
})

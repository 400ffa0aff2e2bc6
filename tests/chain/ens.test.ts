import { namehash } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNetworkClient } from '../../src/chain/clients'
import { ensRegistryOf, resolveEnsName, verifyEnsName } from '../../src/chain/ens'
import { EnsNameError } from '../../src/domain/send/ensErrors'
import { ENS_REGISTRY } from '../../src/domain/send/recipientName'
import { devnetClient, isolateEachTest, manifest } from './helpers/devnet'
import { devnetManifest, freshAddress, testProfile } from './support/manifest'

const profile = () => testProfile({}, 5_000)
const client = () => createNetworkClient('ethereum', profile())
const registry = () => ensRegistryOf(profile())
const resolve = (name: string) => resolveEnsName(client(), { name, registry: registry() })
/** The names the devnet registers (devnet/chains.mjs), as its manifest lists them. */
const names = () => manifest().chains['1']?.ensNames ?? {}

describe('ENS on the devnet (registry and public resolver at their mainnet addresses)', () => {
  it('reads the registry at its mainnet address', () => {
    expect(registry().toLowerCase()).toBe(ENS_REGISTRY.toLowerCase())
  })

  it('resolves every registered name to the address its resolver holds', async () => {
    expect(names()['ana.eth']).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    for (const [name, address] of Object.entries(names()))
      expect(await resolve(name), name).toEqual({ name, address })
  })

  it('normalises what was typed before hashing it: capitals, an invisible zero-width space', async () => {
    expect(await resolve('Ana.ETH')).toEqual({ name: 'ana.eth', address: names()['ana.eth'] })
    expect(await resolve('ana\u200b.eth')).toEqual({ name: 'ana.eth', address: names()['ana.eth'] })
    expect(await resolve('PAGOS.Ana.eth')).toEqual({
      name: 'pagos.ana.eth',
      address: names()['pagos.ana.eth'],
    })
  })

  it('finds no address for a name nobody registered (no resolver)', async () => {
    expect(await resolve('nadie-registro-esto.eth')).toEqual({
      name: 'nadie-registro-esto.eth',
      address: null,
    })
    // A label under a registered name is not the name: no wildcard is followed.
    expect(await resolve('otro.ana.eth')).toEqual({ name: 'otro.ana.eth', address: null })
  })

  it('finds no address for a name whose resolver holds none', async () => {
    expect(names()['vacio.eth']).toBeNull()
    expect(await resolve('vacio.eth')).toEqual({ name: 'vacio.eth', address: null })
  })

  it('refuses a name the ENS normaliser refuses, before asking the chain', async () => {
    // An underscore inside a label, a slash, a Cyrillic "а" among Latin letters (a look-alike of ana.eth).
    for (const name of ['a_b.eth', 'a/b.eth', '\u0430na.eth']) {
      const error = await resolve(name).catch((e: unknown) => e)
      expect(error, name).toBeInstanceOf(EnsNameError)
      expect((error as EnsNameError).toErrorMessage()).toEqual({
        key: 'send.recipient.nameInvalid',
        values: { name },
      })
    }
  })

  it('says "no address" when a resolver is not a contract, and throws when the node cannot be reached', async () => {
    const wrong = await resolveEnsName(client(), { name: 'ana.eth', registry: freshAddress() })
    expect(wrong).toEqual({ name: 'ana.eth', address: null })
    const { devnetProfile } = await import('../../src/chain/devnetProfile')
    const manifest = devnetManifest()
    const dead = devnetProfile(
      {
        ...manifest,
        chains: { ...manifest.chains, '1': { ...manifest.chains['1'], rpcUrl: 'http://127.0.0.1:9' } },
      } as never,
      { rpcTimeoutMs: 500 },
    )
    const offline = createNetworkClient('ethereum', dead)
    await expect(
      resolveEnsName(offline, { name: 'ana.eth', registry: registry() }),
    ).rejects.not.toBeInstanceOf(EnsNameError)
  })
})

describe('checking a name again as the review is prepared', () => {
  const chain = devnetClient(1)
  isolateEachTest(chain)

  it('passes while the name still points to the address the form showed', async () => {
    await expect(
      verifyEnsName(client(), {
        name: 'ana.eth',
        address: names()['ana.eth'] as `0x${string}`,
        registry: registry(),
      }),
    ).resolves.toBeUndefined()
  })

  it('refuses when the name moved to another address meanwhile, naming the new one', async () => {
    const moved = freshAddress()
    const owner = manifest().owner
    const resolver = manifest().chains['1']?.contracts.ensPublicResolver as `0x${string}`
    await chain.impersonateAccount({ address: owner })
    await chain.writeContract({
      account: owner,
      chain: chain.chain,
      address: resolver,
      abi: [
        {
          type: 'function',
          name: 'setAddr',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'node', type: 'bytes32' },
            { name: 'a', type: 'address' },
          ],
          outputs: [],
        },
      ],
      functionName: 'setAddr',
      args: [namehash('ana.eth'), moved],
    })
    const error = await verifyEnsName(client(), {
      name: 'ana.eth',
      address: names()['ana.eth'] as `0x${string}`,
      registry: registry(),
    }).catch((e: unknown) => e)
    expect((error as EnsNameError).toErrorMessage()).toEqual({
      key: 'send.recipient.nameChanged',
      values: { name: 'ana.eth', address: (await resolve('ana.eth')).address },
    })
    expect((await resolve('ana.eth')).address?.toLowerCase()).toBe(moved)
  })

  it('refuses a name that no longer has an address', async () => {
    const error = await verifyEnsName(client(), {
      name: 'vacio.eth',
      address: freshAddress(),
      registry: registry(),
    }).catch((e: unknown) => e)
    expect((error as EnsNameError).toErrorMessage()).toEqual({
      key: 'send.recipient.nameNotFound',
      values: { name: 'vacio.eth' },
    })
  })
})

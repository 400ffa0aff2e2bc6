import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { labelhash, namehash, parseAbi, zeroHash } from 'viem'
import { DEVNET_OWNER, ENS, ENS_NAMES } from '../chains.mjs'
import { placeAt, write } from './context.mjs'

const require = createRequire(import.meta.url)

/**
 * The registry's mainnet ABI, as much of it as the devnet uses. @ensdomains/ens 0.6.2 ships a garbled ABI
 * beside good bytecode (its ENSRegistryWithFallback.json lists a two-argument constructor and events with
 * swapped types), so only its bytecode is taken.
 */
const registryAbi = parseAbi([
  'constructor(address _old)',
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])

/**
 * Bytecode and ABI of a Truffle artifact shipped by an ENS package: the registries from @ensdomains/ens,
 * the public resolver from @ensdomains/resolver.
 * @param {'@ensdomains/ens' | '@ensdomains/resolver'} pkg
 * @param {string} name
 * @returns {{ abi: any[], bytecode: string }}
 */
function ensArtifact(pkg, name) {
  const path = require.resolve(`${pkg}/build/contracts/${name}.json`)
  const { abi, bytecode } = JSON.parse(readFileSync(path, 'utf8'))
  return { abi, bytecode }
}

/** Splits `ana.eth` into its first label and its parent (`ana`, `eth`); the root's parent is itself. */
const split = (name) => {
  const dot = name.indexOf('.')
  return dot < 0 ? [name, ''] : [name.slice(0, dot), name.slice(dot + 1)]
}

/**
 * The ENS registry (ENSRegistryWithFallback, as mainnet runs it, with the first registry behind it as its
 * fallback) and a PublicResolver, each at its mainnet address, then the devnet's names (`ENS_NAMES`): each
 * owned by the devnet owner and pointing at the resolver, with its address record set when it has one.
 * @param {import('./context.mjs').DeployContext} ctx
 * @returns {Promise<{ contracts: { ensRegistry: `0x${string}`, ensPublicResolver: `0x${string}` } }>}
 */
export async function deployEns(ctx) {
  const registry = { ...ensArtifact('@ensdomains/ens', 'ENSRegistryWithFallback'), abi: registryAbi }
  const first = { ...ensArtifact('@ensdomains/ens', 'ENSRegistry'), abi: [] }
  const resolver = ensArtifact('@ensdomains/resolver', 'PublicResolver')
  // Each constructor makes the deployer the root's owner; the old registry only answers for names the new
  // one has no record of (none on the devnet), as on mainnet.
  const old = await placeAt(ctx, first, [], ENS.registryOld)
  const ensRegistry = await placeAt(ctx, registry, [old], ENS.registry)
  const ensPublicResolver = await placeAt(ctx, resolver, [ensRegistry], ENS.publicResolver)

  const owned = new Set([''])
  const own = async (name) => {
    if (owned.has(name)) return
    const [label, parent] = split(name)
    await own(parent)
    const parentNode = parent === '' ? zeroHash : namehash(parent)
    await write(ctx, ensRegistry, registry.abi, 'setSubnodeRecord', [
      parentNode,
      labelhash(label),
      DEVNET_OWNER,
      ensPublicResolver,
      0n,
    ])
    owned.add(name)
  }
  for (const [name, address] of Object.entries(ENS_NAMES)) {
    await own(name)
    if (address) await write(ctx, ensPublicResolver, resolver.abi, 'setAddr', [namehash(name), address])
  }
  return { contracts: { ensRegistry, ensPublicResolver } }
}

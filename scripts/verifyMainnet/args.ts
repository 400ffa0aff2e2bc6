import { type NetworkId, networkByChainId, networkIds } from '../../src/domain/catalogue/networks'

/** What `npm run verify:mainnet -- …` was asked for. */
export type VerifyOptions = {
  profile: 'mainnet' | 'devnet'
  /** Endpoints that replace the profile's, per network. */
  rpc: Partial<Record<NetworkId, string>>
  /** The devnet manifest to read (`--profile devnet`); devnet/manifest.json when absent. */
  manifest?: string
  /** Only these networks (`--network`, repeatable); all four when empty. */
  networks: NetworkId[]
}

export const USAGE = `usage: npm run verify:mainnet -- [--profile mainnet|devnet] [--rpc <network>=<url>]… [--network <network>]… [--manifest <path>]
  <network> is ethereum, polygon, arbitrum, optimism or a chain id (1, 137, 42161, 10).`

/**
 * Reads the command line. Unknown flags and malformed values throw, so a typo never checks the wrong thing.
 * @throws RangeError naming the argument it could not read.
 * @example parseVerifyArgs(['--profile', 'devnet', '--rpc', 'ethereum=http://127.0.0.1:8545'])
 */
export function parseVerifyArgs(argv: readonly string[]): VerifyOptions {
  const options: VerifyOptions = { profile: 'mainnet', rpc: {}, networks: [] }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] ?? ''
    const [name, inline] =
      flag.includes('=') && flag.startsWith('--')
        ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
        : [flag, undefined]
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === '') throw new RangeError(`${name} needs a value`)
      return v
    }
    if (name === '--profile') {
      const profile = value()
      if (profile !== 'mainnet' && profile !== 'devnet')
        throw new RangeError(`--profile ${profile}: mainnet or devnet`)
      options.profile = profile
    } else if (name === '--rpc') {
      const spec = value()
      const at = spec.indexOf('=')
      if (at < 1) throw new RangeError(`--rpc ${spec}: expected <network>=<url>`)
      const network = networkOf(spec.slice(0, at))
      const url = spec.slice(at + 1)
      if (!/^(https?|wss?):\/\/./.test(url))
        throw new RangeError(`--rpc ${spec}: not an http(s) or ws(s) URL`)
      options.rpc[network] = url
    } else if (name === '--network') {
      options.networks.push(networkOf(value()))
    } else if (name === '--manifest') {
      options.manifest = value()
    } else {
      throw new RangeError(`unknown argument ${flag}`)
    }
  }
  return options
}

function networkOf(text: string): NetworkId {
  const byName = networkIds.find((id) => id === text.toLowerCase())
  const byChain = /^\d+$/.test(text) ? networkByChainId(Number(text))?.id : undefined
  const network = byName ?? byChain
  if (!network) throw new RangeError(`${text}: not one of ${networkIds.join(', ')} or their chain ids`)
  return network
}

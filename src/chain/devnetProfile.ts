import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../domain/catalogue/tokens'
import {
  type Address,
  type ApiKeys,
  type ChainProfile,
  catalogueAddresses,
  type FeedSymbol,
  type MorphoMarket,
  mainnetVaults,
  multicall3Address,
  unconfiguredMorphoMarket,
  type VaultAddresses,
  type WebApis,
} from './profile'

/** The part of the devnet manifest (devnet/manifest.json) this layer reads. */
export type DevnetManifest = {
  profile: 'devnet'
  chains: Record<
    string,
    {
      chainId: number
      rpcUrl: string
      contracts?: Record<string, unknown>
      tokens?: Record<string, unknown>
      priceFeeds?: Record<string, unknown>
      markets?: Record<string, unknown>
      aTokens?: Record<string, unknown>
    }
  >
  /** Loopback base URLs of the recorded web APIs the devnet serves (devnet/webApis.mjs). */
  webApis?: Partial<Record<keyof WebApis, unknown>>
}

const isAddress = (v: unknown): v is Address => typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)
const addressOf = (v: unknown): Address | undefined => {
  if (isAddress(v)) return v
  if (v && typeof v === 'object' && 'address' in v && isAddress(v.address)) return v.address
  return undefined
}

/**
 * Builds the devnet profile from its manifest. Tokens are looked up by symbol on each chain (falling back to
 * the canonical address, where the devnet deploys them), so the same catalogue serves both profiles.
 * @throws TypeError when the manifest lacks one of the four chains.
 */
export function devnetProfile(
  manifest: DevnetManifest,
  options: { keys?: ApiKeys; userRpcUrls?: Partial<Record<NetworkId, string[]>>; rpcTimeoutMs?: number } = {},
): ChainProfile {
  const build = (id: NetworkId) => {
    const chainId = networks[id].chainId
    const entry = manifest.chains[String(chainId)]
    if (!entry?.rpcUrl) throw new TypeError(`devnet manifest has no chain ${chainId}`)
    const tokenAddresses = catalogueAddresses()
    for (const key of tokenKeys.filter((k: TokenKey) => tokens[k].network === id)) {
      const listed = addressOf(entry.tokens?.[tokens[key].symbol]) ?? addressOf(entry.tokens?.[key])
      if (listed && tokens[key].address) tokenAddresses[key] = listed
    }
    const contracts: Partial<Record<string, Address>> = {}
    for (const [name, value] of Object.entries(entry.contracts ?? {})) {
      const address = addressOf(value)
      if (address) contracts[name] = address
    }
    return {
      chainId,
      contracts,
      rpcUrls: [...(options.userRpcUrls?.[id] ?? []), entry.rpcUrl],
      multicall3: addressOf(entry.contracts?.multicall3) ?? multicall3Address,
      tokenAddresses,
      explorerApi: null,
    }
  }
  const feedNetwork =
    networkIds.find(
      (id) => Object.keys(manifest.chains[String(networks[id].chainId)]?.priceFeeds ?? {}).length,
    ) ?? 'ethereum'
  const rawFeeds = manifest.chains[String(networks[feedNetwork].chainId)]?.priceFeeds ?? {}
  const feeds: Partial<Record<FeedSymbol, Address>> = {}
  for (const [symbol, value] of Object.entries(rawFeeds)) {
    const address = addressOf(value)
    if (address) feeds[symbol as FeedSymbol] = address
  }
  return {
    name: 'devnet',
    vaults: devnetVaults(manifest),
    webApis: {
      argentinaDatos: urlOf(manifest.webApis?.argentinaDatos),
      defiLlamaYields: urlOf(manifest.webApis?.defiLlamaYields),
      worldBank: urlOf(manifest.webApis?.worldBank),
    },
    networks: Object.fromEntries(networkIds.map((id) => [id, build(id)])) as ChainProfile['networks'],
    priceFeeds: { network: feedNetwork, feeds },
    priceServiceUrl: null,
    marketDataUrl: null,
    keys: options.keys ?? {},
    rpcTimeoutMs: options.rpcTimeoutMs ?? 3_000,
  }
}

const urlOf = (v: unknown): string | null => (typeof v === 'string' && /^https?:\/\//.test(v) ? v : null)

/**
 * The protocol addresses of the devnet: the manifest's where it lists them (Beefy's vault, the Morpho DAI
 * market, the Convex pid and reward pool, the aTokens), mainnet's otherwise (the devnet places the
 * protocol entry points at their mainnet addresses).
 */
function devnetVaults(manifest: DevnetManifest): VaultAddresses {
  const chain = manifest.chains['1']
  const c = (key: string, fallback: Address): Address => addressOf(chain?.contracts?.[key]) ?? fallback
  const a = (symbol: keyof VaultAddresses['aTokens']): Address =>
    addressOf(chain?.aTokens?.[symbol]) ?? mainnetVaults.aTokens[symbol]
  const raw = chain?.markets?.morphoDai as Record<string, unknown> | undefined
  const id =
    typeof raw?.id === 'string' && /^0x[0-9a-fA-F]{64}$/.test(raw.id) ? (raw.id as `0x${string}`) : null
  const zero = unconfiguredMorphoMarket
  const morphoDaiMarket: MorphoMarket =
    raw && id
      ? {
          id,
          loanToken: addressOf(raw.loanToken) ?? zero.loanToken,
          collateralToken: addressOf(raw.collateralToken) ?? zero.collateralToken,
          oracle: addressOf(raw.oracle) ?? zero.oracle,
          irm: addressOf(raw.irm) ?? zero.irm,
          lltv: BigInt(String(raw.lltv ?? 0)),
        }
      : zero
  const pid = chain?.markets?.convexPid
  return {
    aavePool: c('aavePool', mainnetVaults.aavePool),
    aTokens: {
      USDC: a('USDC'),
      DAI: a('DAI'),
      USDT: a('USDT'),
      WETH: a('WETH'),
      WBTC: a('WBTC'),
      LINK: a('LINK'),
    },
    morphoBlue: c('morphoBlue', mainnetVaults.morphoBlue),
    morphoDaiMarket,
    sUSDe: c('sUSDe', mainnetVaults.sUSDe),
    comet: c('comet', mainnetVaults.comet),
    curve3pool: c('curve3pool', mainnetVaults.curve3pool),
    curve3crv: c('curve3crv', mainnetVaults.curve3crv),
    convexBooster: c('convexBooster', mainnetVaults.convexBooster),
    convexPid: typeof pid === 'number' ? BigInt(pid) : mainnetVaults.convexPid,
    convexRewardPool: c('convexRewardPool', mainnetVaults.convexRewardPool),
    crv: c('crv', mainnetVaults.crv),
    cvx: c('cvx', mainnetVaults.cvx),
    yearnUsdcVault: c('yearnUsdcVault', mainnetVaults.yearnUsdcVault),
    beefyVault: addressOf(chain?.contracts?.beefyVault) ?? null,
  }
}

import { type NetworkId, networkIds, networks } from '../domain/catalogue/networks'
import { type TokenKey, tokenKeys, tokens } from '../domain/catalogue/tokens'
import { ENS_NETWORK, ENS_REGISTRY } from '../domain/send/recipientName'

/** A 20-byte hex address. */
export type Address = `0x${string}`

/**
 * Symbols the on-chain price feeds quote against USD — but WBTC, whose feed quotes it in BTC (WBTC / BTC).
 * CRV and CVX price Convex's rewards (no wallet token).
 */
export type FeedSymbol =
  | 'ETH'
  | 'BTC'
  | 'LINK'
  | 'USDC'
  | 'USDT'
  | 'DAI'
  | 'USDe'
  | 'MATIC'
  | 'WBTC'
  | 'CRV'
  | 'CVX'

/** Where one network's reads go under a profile. */
export type NetworkProfile = {
  chainId: number
  /** Ordered endpoints: user's own first, then keyed ones (only with a key), then public ones. */
  rpcUrls: string[]
  multicall3: Address
  /** Token contract per key; null for the native coin. */
  tokenAddresses: Record<TokenKey, Address | null>
  /** Etherscan-compatible API for history, or null to use the node's Otterscan API. */
  explorerApi: string | null
  /** Contract addresses that differ from the catalogue's mainnet ones (the devnet manifest's), by name. */
  contracts?: Partial<Record<string, Address>>
}

/** Keys the user may configure in settings; nothing keyed ships in the bundle. */
export type ApiKeys = Partial<Record<'infura' | 'alchemy' | 'ankr' | 'etherscan' | 'coinmarketcap', string>>

/** Everything the chain layer needs to reach a set of four chains and its price sources. */
export type ChainProfile = {
  name: 'mainnet' | 'devnet'
  networks: Record<NetworkId, NetworkProfile>
  /** USD price feeds (Chainlink-style latestRoundData) and the network they live on. */
  priceFeeds: { network: NetworkId; feeds: Partial<Record<FeedSymbol, Address>> }
  /** Base URL of the CoinGecko-style price service, or null (the devnet has no internet). */
  priceServiceUrl: string | null
  /** Base URL of the CoinMarketCap-style keyed service; used only with a `coinmarketcap` key. */
  marketDataUrl: string | null
  keys: ApiKeys
  /** Per-request timeout for JSON-RPC, ms. */
  rpcTimeoutMs: number
  /** The yield protocols' contracts on Ethereum (spec 001 §2.1). */
  vaults: VaultAddresses
  /** Public web APIs the app reads (inflation, dólar quotes, yields); loopback on the devnet. */
  webApis: WebApis
}

/** Morpho Blue market parameters; an all-zero `id` means "not configured" (spec 001 §5). */
export type MorphoMarket = {
  id: `0x${string}`
  loanToken: Address
  collateralToken: Address
  oracle: Address
  irm: Address
  lltv: bigint
}

/** Where each yield protocol lives on Ethereum under a profile. */
export type VaultAddresses = {
  aavePool: Address
  /** Aave v3 receipt tokens by underlying symbol (the vault cards' three and the loans page's six). */
  aTokens: Record<'USDC' | 'DAI' | 'USDT' | 'WETH' | 'WBTC' | 'LINK', Address>
  morphoBlue: Address
  /** The DAI market the Morpho card supplies to. */
  morphoDaiMarket: MorphoMarket
  sUSDe: Address
  comet: Address
  curve3pool: Address
  /** Curve's 3pool LP token (3Crv). */
  curve3crv: Address
  convexBooster: Address
  /** Convex pool id of the 3pool in the booster. */
  convexPid: bigint
  /** Convex BaseRewardPool of that pid (holds the staked cvx3Crv). */
  convexRewardPool: Address
  crv: Address
  /** Convex's CVX token, minted to depositors per CRV they claim (its supply sets how much). */
  cvx: Address
  yearnUsdcVault: Address
  /** Beefy has no canonical vault: null until a profile names one. */
  beefyVault: Address | null
}

/** Base URLs of the public web APIs; null when the profile has none (then the fallbacks apply). */
export type WebApis = {
  /** ArgentinaDatos (`…/v1/finanzas/indices/inflacion`, `…/v1/cotizaciones/dolares/{casa}`). */
  argentinaDatos: string | null
  /** DefiLlama's yields API (`…/pools`). */
  defiLlamaYields: string | null
  /** The World Bank's API (`…/v2/country/ARG/indicator/FP.CPI.TOTL.ZG`): inflation when ArgentinaDatos fails. */
  worldBank: string | null
}

const zeroAddress: Address = '0x0000000000000000000000000000000000000000'

/**
 * A Morpho market with an all-zero id: "not configured" (spec 001 §5), so the card says 'Morpho marketId not
 * configured'. What a profile without a DAI market of its own uses.
 */
export const unconfiguredMorphoMarket: MorphoMarket = {
  id: `0x${'0'.repeat(64)}`,
  loanToken: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  collateralToken: zeroAddress,
  oracle: zeroAddress,
  irm: zeroAddress,
  lltv: 0n,
}

/**
 * Mainnet protocol addresses (ADDRESSES.md; aTokens, the Convex 3pool pid 9 and its reward pool checked
 * against public sources). The Morpho card supplies DAI to Morpho Blue's USDe/DAI market at 77 % LLTV (the
 * lowest liquidation threshold of the USDe-backed DAI markets) with the AdaptiveCurveIrm; its id is
 * keccak256 of these parameters (checked in tests). Beefy's vault is Beefy's own USDC vault on Ethereum
 * ("USDC (Steakhouse, Prime V2)", a standard vault whose `want` is USDC), from beefyfinance/beefy-v2
 * src/config/vault/ethereum.json.
 */
export const mainnetVaults: VaultAddresses = {
  aavePool: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
  aTokens: {
    USDC: '0x98C23E9d8f34FEFb1B7BD6a91B7FF122F4e16F5c',
    DAI: '0x018008bfb33d285247A21d44E50697654f754e63',
    USDT: '0x23878914EFE38d27C4D67Ab83ed1b93A74D4086a',
    WETH: '0x4d5F47FA6A74757f35C14fD3a6Ef8E3C9BC514E8',
    WBTC: '0x5Ee5bf7ae06D1Be5997A1A72006FE6C607eC6DE8',
    LINK: '0x5E8C8A7243651DB1384C0dDfDbE39761E8e7E51a',
  },
  morphoBlue: '0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb',
  morphoDaiMarket: {
    id: '0xfd8493f09eb6203615221378d89f53fcd92ff4f7d62cca87eece9a2fff59e86f',
    loanToken: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    collateralToken: '0x4c9EDD5852cd905f086C759E8383e09bff1E68B3',
    oracle: '0xaE4750d0813B5E37A51f7629beedd72AF1f9cA35',
    irm: '0x870aC11D48B15DB9a138Cf899d20F13F79Ba00BC',
    lltv: 770_000_000_000_000_000n,
  },
  sUSDe: '0x9D39A5DE30e57443BfF2A8307A4256c8797A3497',
  comet: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
  curve3pool: '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7',
  curve3crv: '0x6c3F90f043a72FA612cbac8115EE7e52BDe6E490',
  convexBooster: '0xF403C135812408BFbE8713b5A23a04b3D48AAE31',
  convexPid: 9n,
  convexRewardPool: '0x689440f2Ff927E1f24c72F1087E1FAF471eCe1c8',
  crv: '0xD533a949740bb3306d119CC777fa900bA034cd52',
  cvx: '0x4e3FBD56CD56c3e72c1403e103b45Db9da5B9D2B',
  yearnUsdcVault: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204',
  beefyVault: '0x48C845d0818bAA17d22b2c0bE41915ec084599bD',
}

/** The public APIs on mainnet. */
export const mainnetWebApis: WebApis = {
  argentinaDatos: 'https://api.argentinadatos.com',
  defiLlamaYields: 'https://yields.llama.fi',
  worldBank: 'https://api.worldbank.org',
}

/** Multicall3's address on every chain (ADDRESSES.md). */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Chainlink USD feeds on Ethereum mainnet. */
export const chainlinkFeeds: Partial<Record<FeedSymbol, Address>> = {
  ETH: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
  BTC: '0xF4030086522a5bEEa4988F8cA5B36dbC97BeE88c',
  // WBTC / BTC: WBTC's price is this times BTC / USD.
  WBTC: '0xfdFD9C85aD200c506Cf9e21F1FD8dd01932FBB23',
  LINK: '0x2c1d072e956AFFC0D435Cb7AC38EF18d24d9127c',
  USDC: '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6',
  MATIC: '0x7bAC85A8a13A4BcD8abb3eB7d6b4d632c5a57676',
  // Convex's rewards (data.chain.link: ethereum/mainnet/crypto-usd/crv-usd and cvx-usd).
  CRV: '0xCd627aA160A6fA45Eb793D19Ef54f5062F20f33f',
  CVX: '0xd962fC30A72A84cE50161031391756Bf2876Af5D',
}

function catalogueAddresses(): Record<TokenKey, Address | null> {
  return Object.fromEntries(tokenKeys.map((k) => [k, tokens[k].address])) as Record<TokenKey, Address | null>
}

/**
 * The mainnet endpoint order of spec §7: the user's own endpoints, keyed providers (only those with a
 * configured key), then the public ones.
 * @example mainnetRpcUrls('polygon', {}, []) // ['https://polygon-rpc.com', …]
 */
export function mainnetRpcUrls(network: NetworkId, keys: ApiKeys, userUrls: string[]): string[] {
  const n = networks[network]
  const keyed = n.keyedRpcUrls.flatMap(({ provider, url }) => {
    const key = keys[provider]
    return key ? [url.replace('{key}', encodeURIComponent(key))] : []
  })
  return [...new Set([...userUrls, ...keyed, ...n.publicRpcUrls])]
}

/**
 * The mainnet profile: public endpoints in the spec's order, canonical addresses, Chainlink feeds.
 * @example mainnetProfile({ keys: {}, userRpcUrls: {} })
 */
export function mainnetProfile(options: {
  keys: ApiKeys
  userRpcUrls: Partial<Record<NetworkId, string[]>>
}): ChainProfile {
  const build = (id: NetworkId): NetworkProfile => ({
    chainId: networks[id].chainId,
    rpcUrls: mainnetRpcUrls(id, options.keys, options.userRpcUrls[id] ?? []),
    multicall3: multicall3Address,
    tokenAddresses: catalogueAddresses(),
    explorerApi: networks[id].explorerApi,
    ...(id === ENS_NETWORK ? { contracts: { ensRegistry: ENS_REGISTRY } } : {}),
  })
  return {
    name: 'mainnet',
    networks: Object.fromEntries(networkIds.map((id) => [id, build(id)])) as Record<
      NetworkId,
      NetworkProfile
    >,
    priceFeeds: { network: 'ethereum', feeds: chainlinkFeeds },
    priceServiceUrl: 'https://api.coingecko.com/api/v3',
    marketDataUrl: 'https://pro-api.coinmarketcap.com/v1',
    keys: options.keys,
    rpcTimeoutMs: 6_000,
    vaults: mainnetVaults,
    webApis: mainnetWebApis,
  }
}

export { catalogueAddresses }

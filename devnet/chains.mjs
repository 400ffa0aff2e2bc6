/**
 * What each devnet chain holds. Token addresses are the canonical mainnet ones (ADDRESSES.md) so the
 * catalogue works unchanged on the devnet; names and decimals are the real ones.
 */

/** The account that deploys and owns everything on the devnet. Nobody holds its key: use anvil
 * impersonation (`anvil_impersonateAccount`) to act as it, e.g. to move a price feed. */
export const DEVNET_OWNER = '0xde7e000000000000000000000000000000000001'

export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Chainlink-style USD prices, 8 decimals. */
export const PRICES = {
  ETH: 3_000_00000000n,
  BTC: 60_000_00000000n,
  LINK: 15_00000000n,
  MATIC: 50000000n,
  CRV: 50000000n,
  CVX: 2_00000000n,
  USDC: 1_00000000n,
  USDT: 1_00000000n,
  DAI: 1_00000000n,
  USDe: 1_00000000n,
  // WBTC / BTC (not USD): the app prices WBTC as this times BTC / USD, as on mainnet.
  WBTC: 1_00000000n,
}

/**
 * @typedef {{ symbol: string, name: string, decimals: number, address: `0x${string}`, kind?: 'tether' | 'weth' }} TokenSpec
 * @typedef {{ chainId: number, offset: number, native: string, baseFee: bigint, tip: bigint,
 *   tokens: TokenSpec[], feeds: string[] }} ChainSpec
 */

const stables = (usdt, usdc, dai, names = {}) => [
  { symbol: 'USDT', name: names.USDT ?? 'Tether USD', decimals: 6, address: usdt },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: usdc },
  { symbol: 'DAI', name: names.DAI ?? 'Dai Stablecoin', decimals: 18, address: dai },
]

/** @type {ChainSpec[]} baseFee is held steady by the fee keeper; tip is the middle priority fee of the seeded history. */
export const CHAINS = [
  {
    chainId: 1,
    offset: 0,
    native: 'ETH',
    baseFee: 8_000_000_000n,
    tip: 1_000_000_000n,
    tokens: [
      {
        symbol: 'USDT',
        name: 'Tether USD',
        decimals: 6,
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        kind: 'tether',
      },
      {
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
      {
        symbol: 'DAI',
        name: 'Dai Stablecoin',
        decimals: 18,
        address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      },
      { symbol: 'USDe', name: 'USDe', decimals: 18, address: '0x4c9EDD5852cd905f086C759E8383e09bff1E68B3' },
      {
        symbol: 'WBTC',
        name: 'Wrapped BTC',
        decimals: 8,
        address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
      },
      {
        symbol: 'WETH',
        name: 'Wrapped Ether',
        decimals: 18,
        address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        kind: 'weth',
      },
      {
        symbol: 'LINK',
        name: 'ChainLink Token',
        decimals: 18,
        address: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
      },
    ],
    feeds: ['ETH', 'BTC', 'LINK', 'USDC', 'USDT', 'DAI', 'USDe', 'MATIC', 'CRV', 'CVX', 'WBTC'],
  },
  {
    chainId: 137,
    offset: 1,
    native: 'MATIC',
    baseFee: 30_000_000_000n,
    tip: 30_000_000_000n,
    tokens: stables(
      '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
      { USDT: '(PoS) Tether USD', DAI: '(PoS) Dai Stablecoin' },
    ),
    feeds: ['MATIC', 'USDC', 'USDT', 'DAI'],
  },
  {
    chainId: 42161,
    offset: 2,
    native: 'ETH',
    baseFee: 10_000_000n,
    tip: 1_000_000n,
    tokens: stables(
      '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
      '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
    ),
    feeds: ['ETH', 'USDC', 'USDT', 'DAI'],
  },
  {
    chainId: 10,
    offset: 3,
    native: 'ETH',
    baseFee: 1_000_000n,
    tip: 1_000_000n,
    tokens: stables(
      '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
      '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
      '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
    ),
    feeds: ['ETH', 'USDC', 'USDT', 'DAI'],
  },
]

/** Canonical mainnet addresses of the protocol contracts placed on chain 1. */
export const MAINNET = {
  aavePoolAddressesProvider: '0x2f39d218133AFaB8F2B819B1066c7E434Ad94E9e',
  aavePool: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
  morphoBlue: '0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb',
  sUSDe: '0x9D39A5DE30e57443BfF2A8307A4256c8797A3497',
  comet: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
  curve3pool: '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7',
  curve3crv: '0x6c3F90f043a72FA612cbac8115EE7e52BDe6E490',
  convexBooster: '0xF403C135812408BFbE8713b5A23a04b3D48AAE31',
  yearnUsdcVault: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204',
  crv: '0xD533a949740bb3306d119CC777fa900bA034cd52',
  cvx: '0x4e3FBD56CD56c3e72c1403e103b45Db9da5B9D2B',
}

/** ENS on chain 1, at its mainnet addresses: the registry, the registry it falls back to, a public resolver. */
export const ENS = {
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  registryOld: '0x314159265dD8dbb310642f98f50C066173C1259b',
  publicResolver: '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63',
}

/**
 * The names registered on the devnet's ENS, each with the public resolver; null: the resolver has no
 * address for it. billetera.eth is anvil's first account (the wallet tests import), ana.eth its second,
 * pagos.ana.eth its third.
 * @type {Record<string, `0x${string}` | null>}
 */
export const ENS_NAMES = {
  'billetera.eth': '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'ana.eth': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  'pagos.ana.eth': '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  'vacio.eth': null,
}

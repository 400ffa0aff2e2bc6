import type { ProtocolTarget } from './protocolTarget'

/** A 20-byte hex address. */
type Address = `0x${string}`

/**
 * One contract the app writes to, with the functions it may call there (human-readable signatures, as the
 * mainnet ABI declares them). The vault worker signs a protocol call only when its `to` and selector are
 * listed here (DESIGN.md §3), and an `approve` only to a contract marked `spender`.
 */
export type CatalogueContract = {
  protocol: ProtocolTarget
  /** Short name shown in reviews ("Aave v3"). */
  name: string
  /** Mainnet address (ADDRESSES.md); the devnet deploys at the same address unless its manifest says otherwise. */
  address: Address | null
  /** May receive an ERC-20 allowance from the wallet. */
  spender: boolean
  functions: readonly string[]
}

/**
 * The contracts of the eight yield protocols and the Aave v3 lending market on Ethereum (ADDRESSES.md).
 * Beefy has no canonical vault: mainnet uses Beefy's own USDC vault, the devnet its manifest's.
 */
export const catalogueContracts = {
  aavePool: {
    protocol: 'aave',
    name: 'Aave v3',
    address: '0x87870Bca3F3fD6335C3F4ce8392D69350B4fA4E2',
    spender: true,
    functions: [
      'supply(address,uint256,address,uint16)',
      'withdraw(address,uint256,address)',
      'borrow(address,uint256,uint256,uint16,address)',
      'repay(address,uint256,uint256,address)',
    ],
  },
  morphoBlue: {
    protocol: 'morpho',
    name: 'Morpho Blue',
    address: '0xBBBBBbbBBb9cC5e90e3b3Af64bdAF62C37EEFFCb',
    spender: true,
    functions: [
      'supply((address,address,address,address,uint256),uint256,uint256,address,bytes)',
      'withdraw((address,address,address,address,uint256),uint256,uint256,address,address)',
    ],
  },
  sUSDe: {
    protocol: 'ethena',
    name: 'Ethena sUSDe',
    address: '0x9D39A5DE30e57443BfF2A8307A4256c8797A3497',
    spender: true,
    functions: [
      'deposit(uint256,address)',
      'cooldownShares(uint256)',
      'cooldownAssets(uint256)',
      'unstake(address)',
      'withdraw(uint256,address,address)',
      'redeem(uint256,address,address)',
    ],
  },
  comet: {
    protocol: 'compound',
    name: 'Compound v3',
    address: '0xc3d688B66703497DAA19211EEdff47f25384cdc3',
    spender: true,
    functions: ['supply(address,uint256)', 'withdraw(address,uint256)'],
  },
  curve3pool: {
    protocol: 'curve',
    name: 'Curve 3pool',
    address: '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7',
    spender: true,
    functions: ['add_liquidity(uint256[3],uint256)', 'remove_liquidity_one_coin(uint256,int128,uint256)'],
  },
  convexBooster: {
    protocol: 'convex',
    name: 'Convex',
    address: '0xF403C135812408BFbE8713b5A23a04b3D48AAE31',
    spender: true,
    functions: ['deposit(uint256,uint256,bool)', 'withdraw(uint256,uint256)'],
  },
  convexRewardPool: {
    // The 3pool's BaseRewardPool (pid 9): withdrawing unstakes cvx3Crv and hands back 3Crv in one call.
    // The devnet's own sits elsewhere (its manifest's convexRewardPool).
    protocol: 'convex',
    name: 'Convex',
    address: '0x689440f2Ff927E1f24c72F1087E1FAF471eCe1c8',
    spender: false,
    functions: ['withdrawAndUnwrap(uint256,bool)', 'getReward()'],
  },
  yearnUsdc: {
    protocol: 'yearn',
    name: 'Yearn v3',
    address: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204',
    spender: true,
    // VaultV3's max_loss forms only: the three-argument ones leave the vault's defaults (no loss for withdraw,
    // any loss for redeem), which the app never signs.
    functions: [
      'deposit(uint256,address)',
      'withdraw(uint256,address,address,uint256)',
      'redeem(uint256,address,address,uint256)',
    ],
  },
  beefyVault: {
    // Beefy's USDC vault on Ethereum ("USDC (Steakhouse, Prime V2)", beefyfinance/beefy-v2
    // src/config/vault/ethereum.json); the devnet's own is in its manifest.
    protocol: 'beefy',
    name: 'Beefy',
    address: '0x48C845d0818bAA17d22b2c0bE41915ec084599bD',
    spender: true,
    functions: ['deposit(uint256)', 'withdraw(uint256)', 'depositAll()', 'withdrawAll()'],
  },
} as const satisfies Record<string, CatalogueContract>

/** Name of one catalogue contract. */
export type CatalogueContractId = keyof typeof catalogueContracts

/**
 * Curve 3pool's LP token (3Crv), the one token outside the token catalogue the wallet approves: Convex's
 * booster takes it (ADDRESSES.md; the devnet's own is its manifest's `curve3crv`).
 */
export const curveLpToken = {
  symbol: '3Crv',
  decimals: 18,
  address: '0x6c3F90f043a72FA612cbac8115EE7e52BDe6E490',
} as const

/**
 * What each deposit-like function of a catalogue contract takes from the wallet, when the contract itself
 * does not name the token in its arguments: the vault's asset, the 3pool's coins in their index order, the
 * booster's LP token. The worker checks an approval against the step that uses it with this.
 */
export const contractAssets = {
  sUSDe: 'USDe',
  yearnUsdc: 'USDC',
  beefyVault: 'USDC',
  convexBooster: 'curve3crv',
} as const satisfies Partial<Record<CatalogueContractId, string>>

/** Curve 3pool's coins by index (`add_liquidity` amounts, `remove_liquidity_one_coin`'s i). */
export const curve3poolCoins = ['DAI', 'USDC', 'USDT'] as const

/** Convex's pool id for Curve 3pool on mainnet; the devnet's is its manifest's `markets.convexPid`. */
export const convex3poolPid = 9n

import { parseAbi } from 'viem'

/**
 * Reads the app itself does not make, which check a catalogue contract is the one the catalogue means: what
 * token a vault holds, which coins a pool has, where a market's parameters point. All views, on the mainnet
 * ABIs (Aave v3 IPool, Morpho Blue, ERC-4626, Comet, StableSwap 3pool, BeefyVaultV7, VaultV3, Uniswap v3).
 */
export const tokenAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
])

export const aaveExtrasAbi = parseAbi([
  'function getReservesList() view returns (address[])',
  'function UNDERLYING_ASSET_ADDRESS() view returns (address)',
])

/** Aave's PoolAddressesProvider: where the market's own registry says its Pool, oracle and data provider are. */
export const aaveProviderAbi = parseAbi([
  'function getPool() view returns (address)',
  'function getPriceOracle() view returns (address)',
  'function getPoolDataProvider() view returns (address)',
])

export const morphoExtrasAbi = parseAbi([
  'function idToMarketParams(bytes32 id) view returns (address loanToken, address collateralToken, address oracle, address irm, uint256 lltv)',
  'function price() view returns (uint256)',
])

export const vaultExtrasAbi = parseAbi([
  'function asset() view returns (address)',
  'function want() view returns (address)',
  'function apiVersion() view returns (string)',
  'function deposit_limit() view returns (uint256)',
  'function baseToken() view returns (address)',
  'function coins(uint256 i) view returns (address)',
])

export const uniswapFactoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
])

export const ensRegistryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])

export const multicall3BlockAbi = parseAbi([
  'function getCurrentBlockTimestamp() view returns (uint256)',
  'function getBlockNumber() view returns (uint256)',
  'function getEthBalance(address) view returns (uint256)',
])

import { parseAbi } from 'viem'

/** Uniswap v3 QuoterV2 (v3-periphery 1.4.4): quotes by simulating the swap and reverting, so only eth_call. */
export const quoterV2Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/** A Uniswap v3 pool's current price (the first two fields of slot0 are all a quote needs). */
export const uniswapPoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

/** Uniswap v3 SwapRouter (v3-periphery 1.4.4): the one function the app swaps with. */
export const swapRouterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])

/** Curve 3pool's swap and its quote (mainnet Vyper ABI: int128 coin indexes). */
export const curveSwapAbi = parseAbi([
  'function get_dy(int128 i, int128 j, uint256 dx) view returns (uint256)',
  'function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy)',
])

/** Multicall3's block number, read in the same batch so a quote knows the block it speaks for. */
export const blockNumberAbi = parseAbi(['function getBlockNumber() view returns (uint256 blockNumber)'])

/** Multicall3's base fee of the block, read in the same batch for the network fee's estimate. */
export const baseFeeAbi = parseAbi(['function getBasefee() view returns (uint256 basefee)'])

/** Multicall3's timestamp of the block the batch runs in: the chain's clock, for a swap's deadline. */
export const blockTimeAbi = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256 timestamp)'])

/** WETH9 (the wrapped native coin): wrap what is sent along, unwrap an amount back (1:1, no fee). */
export const weth9Abi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

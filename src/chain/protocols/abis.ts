import { parseAbi } from 'viem'

/** The mainnet ABIs of the yield protocols, only the functions the wallet reads or calls. */

export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

export const aavePoolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'function getReserveData(address asset) view returns ((uint256 configuration, uint128 liquidityIndex, uint128 currentLiquidityRate, uint128 variableBorrowIndex, uint128 currentVariableBorrowRate, uint128 currentStableBorrowRate, uint40 lastUpdateTimestamp, uint16 id, address aTokenAddress, address stableDebtTokenAddress, address variableDebtTokenAddress, address interestRateStrategyAddress, uint128 accruedToTreasury, uint128 unbacked, uint128 isolationModeTotalDebt))',
])

const marketParams = '(address loanToken, address collateralToken, address oracle, address irm, uint256 lltv)'
export const morphoAbi = parseAbi([
  `function supply(${marketParams} marketParams, uint256 assets, uint256 shares, address onBehalf, bytes data) returns (uint256, uint256)`,
  `function withdraw(${marketParams} marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver) returns (uint256, uint256)`,
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
  `function accrueInterest(${marketParams} marketParams)`,
])

/** What a Morpho IRM may expose: a fixed rate (the devnet's) or AdaptiveCurveIrm's rate at target. */
export const morphoIrmAbi = parseAbi([
  'function ratePerSecond() view returns (uint256)',
  'function rateAtTarget(bytes32 id) view returns (int256)',
])

export const erc4626Abi = parseAbi([
  'function deposit(uint256 assets, address receiver) returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner) returns (uint256)',
  'function redeem(uint256 shares, address receiver, address owner) returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function previewDeposit(uint256 assets) view returns (uint256)',
  'function previewWithdraw(uint256 assets) view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
])

export const sUSDeAbi = parseAbi([
  'function cooldownShares(uint256 shares) returns (uint256)',
  'function cooldownAssets(uint256 assets) returns (uint256)',
  'function unstake(address receiver)',
  'function cooldownDuration() view returns (uint24)',
  'function cooldowns(address) view returns (uint104 cooldownEnd, uint152 underlyingAmount)',
])

export const cometAbi = parseAbi([
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
  'function balanceOf(address) view returns (uint256)',
  'function getUtilization() view returns (uint256)',
  'function getSupplyRate(uint256 utilization) view returns (uint64)',
  'function supplyKink() view returns (uint256)',
  'function supplyPerSecondInterestRateSlopeLow() view returns (uint256)',
  'function supplyPerSecondInterestRateSlopeHigh() view returns (uint256)',
  'function supplyPerSecondInterestRateBase() view returns (uint256)',
  'function isSupplyPaused() view returns (bool)',
  'function isWithdrawPaused() view returns (bool)',
])

export const curve3poolAbi = parseAbi([
  'function add_liquidity(uint256[3] amounts, uint256 min_mint_amount)',
  'function remove_liquidity_one_coin(uint256 token_amount, int128 i, uint256 min_amount)',
  'function calc_token_amount(uint256[3] amounts, bool is_deposit) view returns (uint256)',
  'function calc_withdraw_one_coin(uint256 token_amount, int128 i) view returns (uint256)',
  'function get_virtual_price() view returns (uint256)',
])

export const convexBoosterAbi = parseAbi([
  'function deposit(uint256 pid, uint256 amount, bool stake) returns (bool)',
  'function poolInfo(uint256 pid) view returns (address lptoken, address token, address gauge, address crvRewards, address stash, bool shutdown)',
  'function isShutdown() view returns (bool)',
])

export const convexRewardPoolAbi = parseAbi([
  'function withdrawAndUnwrap(uint256 amount, bool claim) returns (bool)',
  'function balanceOf(address) view returns (uint256)',
  'function earned(address) view returns (uint256)',
  'function rewardRate() view returns (uint256)',
  'function periodFinish() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
])

/** Convex's CVX (ConvexToken.sol): its supply sets the CVX minted per CRV claimed. */
export const convexTokenAbi = parseAbi(['function totalSupply() view returns (uint256)'])

/** Yearn v3 (VaultV3.vy): the max_loss forms of withdraw/redeem and their limits, besides ERC-4626's. */
export const yearnAbi = parseAbi([
  'function pricePerShare() view returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner, uint256 max_loss) returns (uint256)',
  'function redeem(uint256 shares, address receiver, address owner, uint256 max_loss) returns (uint256)',
  'function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function maxRedeem(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function maxDeposit(address receiver) view returns (uint256)',
])

export const beefyAbi = parseAbi([
  'function deposit(uint256 amount)',
  'function withdraw(uint256 shares)',
  'function withdrawAll()',
  'function getPricePerFullShare() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
])

/** Multicall3's own reads used inside a batch. */
export const multicall3ReadsAbi = parseAbi([
  'function getCurrentBlockTimestamp() view returns (uint256)',
  'function getEthBalance(address) view returns (uint256)',
])

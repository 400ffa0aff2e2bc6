import { parseAbi } from 'viem'

/** Mainnet ABIs (human-readable), exactly what the wallet's adapters call. */
export const erc20 = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
  'function transfer(address, uint256) returns (bool)',
])

export const weth = parseAbi(['function deposit() payable', 'function withdraw(uint256)'])

export const multicall3 = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address) view returns (uint256)',
])

export const priceFeed = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
])

export const aavePool = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf) returns (uint256)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'function getUserAccountData(address user) view returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 availableBorrowsBase, uint256 currentLiquidationThreshold, uint256 ltv, uint256 healthFactor)',
])

export const aaveDataProvider = parseAbi([
  'function getReserveData(address asset) view returns (uint256 unbacked, uint256 accruedToTreasuryScaled, uint256 totalAToken, uint256 totalStableDebt, uint256 totalVariableDebt, uint256 liquidityRate, uint256 variableBorrowRate, uint256 stableBorrowRate, uint256 averageStableBorrowRate, uint256 liquidityIndex, uint256 variableBorrowIndex, uint40 lastUpdateTimestamp)',
])

export const morpho = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'function supply(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, bytes data) returns (uint256, uint256)',
  'function withdraw(MarketParams marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver) returns (uint256, uint256)',
  'function accrueInterest(MarketParams marketParams)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function idToMarketParams(bytes32 id) view returns (address loanToken, address collateralToken, address oracle, address irm, uint256 lltv)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
])

export const erc4626 = parseAbi([
  'function asset() view returns (address)',
  'function totalAssets() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function previewRedeem(uint256 shares) view returns (uint256)',
  'function deposit(uint256 assets, address receiver) returns (uint256)',
  'function redeem(uint256 shares, address receiver, address owner) returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner) returns (uint256)',
])

export const sUSDe = parseAbi([
  'function cooldownDuration() view returns (uint24)',
  'function cooldowns(address) view returns (uint104 cooldownEnd, uint152 underlyingAmount)',
  'function cooldownAssets(uint256 assets) returns (uint256 shares)',
  'function cooldownShares(uint256 shares) returns (uint256 assets)',
  'function unstake(address receiver)',
  'function setCooldownDuration(uint24 duration)',
  'error OperationNotAllowed()',
  'error InvalidCooldown()',
  'error ExcessiveRedeemAmount()',
  'error ExcessiveWithdrawAmount()',
])

export const yearn = parseAbi([
  'function pricePerShare() view returns (uint256)',
  'function apiVersion() view returns (string)',
  'function deposit_limit() view returns (uint256)',
  'function maxDeposit(address receiver) view returns (uint256)',
  'function maxWithdraw(address owner) view returns (uint256)',
  'function maxRedeem(address owner) view returns (uint256)',
  'function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function maxRedeem(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function withdraw(uint256 assets, address receiver, address owner, uint256 max_loss) returns (uint256)',
  'function redeem(uint256 shares, address receiver, address owner, uint256 max_loss) returns (uint256)',
])

export const comet = parseAbi([
  'function baseToken() view returns (address)',
  'function supply(address asset, uint256 amount)',
  'function withdraw(address asset, uint256 amount)',
  'function balanceOf(address account) view returns (uint256)',
  'function getUtilization() view returns (uint256)',
  'function getSupplyRate(uint256 utilization) view returns (uint64)',
  'function borrowBalanceOf(address account) view returns (uint256)',
  'function collateralBalanceOf(address account, address asset) view returns (uint128)',
  'function isBorrowCollateralized(address account) view returns (bool)',
  'function isSupplyPaused() view returns (bool)',
  'function isWithdrawPaused() view returns (bool)',
  'error Paused()',
  'error NotCollateralized()',
  'error BorrowTooSmall()',
])

export const curve3pool = parseAbi([
  'function coins(uint256 i) view returns (address)',
  'function balances(uint256 i) view returns (uint256)',
  'function get_virtual_price() view returns (uint256)',
  'function calc_token_amount(uint256[3] amounts, bool is_deposit) view returns (uint256)',
  'function add_liquidity(uint256[3] amounts, uint256 min_mint_amount)',
  'function remove_liquidity_one_coin(uint256 token_amount, int128 i, uint256 min_amount)',
  'function calc_withdraw_one_coin(uint256 token_amount, int128 i) view returns (uint256)',
  'function get_dy(int128 i, int128 j, uint256 dx) view returns (uint256)',
  'function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy)',
  'function A() view returns (uint256)',
  'function fee() view returns (uint256)',
])

export const convexBooster = parseAbi([
  'function poolInfo(uint256 pid) view returns (address lptoken, address token, address gauge, address crvRewards, address stash, bool shutdown)',
  'function deposit(uint256 pid, uint256 amount, bool stake) returns (bool)',
  'function withdraw(uint256 pid, uint256 amount) returns (bool)',
  'function isShutdown() view returns (bool)',
])

export const convexRewards = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function earned(address account) view returns (uint256)',
  'function getReward() returns (bool)',
  'function withdraw(uint256 amount, bool claim) returns (bool)',
  'function withdrawAndUnwrap(uint256 amount, bool claim) returns (bool)',
])

export const beefy = parseAbi([
  'function want() view returns (address)',
  'function balance() view returns (uint256)',
  'function getPricePerFullShare() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function deposit(uint256 amount)',
  'function withdraw(uint256 shares)',
])

import { parseAbi } from 'viem'

/** The Aave v3 Pool functions the lending adapter reads and writes (mainnet ABI). */
export const aavePoolAbi = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function borrow(address asset, uint256 amount, uint256 interestRateMode, uint16 referralCode, address onBehalfOf)',
  'function repay(address asset, uint256 amount, uint256 interestRateMode, address onBehalfOf) returns (uint256)',
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
  'function getUserAccountData(address user) view returns (uint256 totalCollateralBase, uint256 totalDebtBase, uint256 availableBorrowsBase, uint256 currentLiquidationThreshold, uint256 ltv, uint256 healthFactor)',
  'function getReserveData(address asset) view returns ((uint256 configuration, uint128 liquidityIndex, uint128 currentLiquidityRate, uint128 variableBorrowIndex, uint128 currentVariableBorrowRate, uint128 currentStableBorrowRate, uint40 lastUpdateTimestamp, uint16 id, address aTokenAddress, address stableDebtTokenAddress, address variableDebtTokenAddress, address interestRateStrategyAddress, uint128 accruedToTreasury, uint128 unbacked, uint128 isolationModeTotalDebt))',
  'function getUserEMode(address user) view returns (uint256)',
  'function getEModeCategoryData(uint8 id) view returns ((uint16 ltv, uint16 liquidationThreshold, uint16 liquidationBonus, address priceSource, string label))',
  // 3.1 and later (virtual accounting); reverts on 3.0.
  'function getVirtualUnderlyingBalance(address asset) view returns (uint128)',
  // 3.2 and later (e-mode bitmaps: an asset in several categories); revert on 3.0 and 3.1.
  'function getEModeCategoryCollateralConfig(uint8 id) view returns ((uint16 ltv, uint16 liquidationThreshold, uint16 liquidationBonus))',
  'function getEModeCategoryCollateralBitmap(uint8 id) view returns (uint128)',
  'function getEModeCategoryBorrowableBitmap(uint8 id) view returns (uint128)',
  'function getEModeCategoryLabel(uint8 id) view returns (string)',
])

/** AaveProtocolDataProvider: reserve totals and rates, configuration, and one user's balances per reserve. */
export const aaveDataProviderAbi = parseAbi([
  'function getReserveData(address asset) view returns (uint256 unbacked, uint256 accruedToTreasuryScaled, uint256 totalAToken, uint256 totalStableDebt, uint256 totalVariableDebt, uint256 liquidityRate, uint256 variableBorrowRate, uint256 stableBorrowRate, uint256 averageStableBorrowRate, uint256 liquidityIndex, uint256 variableBorrowIndex, uint40 lastUpdateTimestamp)',
  'function getReserveConfigurationData(address asset) view returns (uint256 decimals, uint256 ltv, uint256 liquidationThreshold, uint256 liquidationBonus, uint256 reserveFactor, bool usageAsCollateralEnabled, bool borrowingEnabled, bool stableBorrowRateEnabled, bool isActive, bool isFrozen)',
  'function getUserReserveData(address asset, address user) view returns (uint256 currentATokenBalance, uint256 currentStableDebt, uint256 currentVariableDebt, uint256 principalStableDebt, uint256 scaledVariableDebt, uint256 stableBorrowRate, uint256 liquidityRate, uint40 stableRateLastUpdated, bool usageAsCollateralEnabled)',
  // Every version: the configuration's bits up to 3.6; 0 from 3.7, which has no isolation mode.
  'function getDebtCeiling(address asset) view returns (uint256)',
  // 3.1 and later: whether the reserve keeps virtual accounting (always true from 3.4); reverts on 3.0.
  'function getIsVirtualAccActive(address asset) view returns (bool)',
])

/** AaveOracle: asset prices in the base currency (USD, 8 decimals). */
export const aaveOracleAbi = parseAbi(['function getAssetsPrices(address[] assets) view returns (uint256[])'])

/** The ERC-20 reads and the approve the adapter needs. */
export const erc20LendingAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
])

/** Multicall3 helpers read in the same batch. */
export const multicall3ExtrasAbi = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
])

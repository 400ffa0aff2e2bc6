import { DEVNET_OWNER, MAINNET } from '../chains.mjs'
import { aaveArtifact } from './artifacts.mjs'
import { deploy, link, placeAt, read, write } from './context.mjs'
import { mintTo } from './tokens.mjs'

const RAY = 10n ** 27n
const pct = (n) => (BigInt(Math.round(n * 1e4)) * RAY) / 10_000n

/** Mainnet-like risk parameters (bps) and rate curves (yearly, as fractions) per reserve. */
const RESERVES = {
  // Mainnet listed WETH first, so its aToken and debt tokens land at their mainnet addresses here too.
  WETH: { ltv: 8050, lt: 8300, bonus: 10500, factor: 1500, curve: [0.8, 0, 0.033, 0.8] },
  WBTC: { ltv: 7300, lt: 7800, bonus: 10500, factor: 2000, curve: [0.45, 0, 0.04, 3] },
  USDC: { ltv: 7700, lt: 8000, bonus: 10450, factor: 1000, curve: [0.9, 0, 0.06, 0.6] },
  DAI: { ltv: 7700, lt: 8000, bonus: 10500, factor: 1000, curve: [0.9, 0, 0.06, 0.6] },
  LINK: { ltv: 6600, lt: 7600, bonus: 10700, factor: 2000, curve: [0.45, 0, 0.07, 3] },
  USDT: { ltv: 7500, lt: 7800, bonus: 10450, factor: 1000, curve: [0.9, 0, 0.06, 0.6] },
}

/** Seed positions of the devnet owner, so reserves have liquidity and non-zero utilization (whole units). */
const SEED = {
  USDC: { supply: 2_000_000n, borrow: 1_200_000n },
  USDT: { supply: 2_000_000n, borrow: 1_100_000n },
  DAI: { supply: 2_000_000n, borrow: 1_000_000n },
  WETH: { supply: 1_000n, borrow: 300n },
  WBTC: { supply: 50n, borrow: 10n },
  LINK: { supply: 100_000n, borrow: 20_000n },
}

/**
 * Mainnet-like limits in whole tokens, scaled to the devnet's seeded reserves so their use shows (the Aave app's
 * "supply cap" and "borrow cap"): LINK's borrow cap leaves about 5 000 LINK to lend, so a large LINK loan meets
 * the cap, as on mainnet when a reserve fills up.
 */
export const AAVE_CAPS = {
  WETH: { supply: 5_000n, borrow: 2_000n },
  WBTC: { supply: 200n, borrow: 40n },
  USDC: { supply: 5_000_000n, borrow: 4_000_000n },
  DAI: { supply: 5_000_000n, borrow: 4_000_000n },
  LINK: { supply: 250_000n, borrow: 25_000n },
  USDT: { supply: 5_000_000n, borrow: 4_000_000n },
}

/** Mainnet's efficiency-mode category 1 (bps), WETH its only member here. */
export const AAVE_EMODE = {
  id: 1,
  ltv: 9300,
  lt: 9500,
  bonus: 10100,
  label: 'ETH correlated',
  assets: ['WETH'],
}

/**
 * Deploys Aave v3 from the @aave/core-v3 artifacts with the PoolAddressesProvider and the Pool proxy at
 * their mainnet addresses, six reserves, an AaveOracle on the devnet feeds, and seeded utilization.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {{ tokens: Record<string, `0x${string}`>, feeds: Record<string, `0x${string}`>, decimals: Record<string, number> }} deps
 */
export async function deployAave(ctx, { tokens, feeds, decimals }) {
  const A = aaveArtifact
  const provider = await placeAt(
    ctx,
    A('PoolAddressesProvider'),
    ['Aave Ethereum Market', DEVNET_OWNER],
    MAINNET.aavePoolAddressesProvider,
    {
      // The provider CREATEs the Pool proxy; mainnet's Pool is its first creation (nonce 1).
      nonce: 1,
    },
  )
  const P = A('PoolAddressesProvider').abi
  await write(ctx, provider, P, 'setACLAdmin', [DEVNET_OWNER])
  const acl = await deploy(ctx, A('ACLManager'), [provider])
  await write(ctx, provider, P, 'setACLManager', [acl])
  await write(ctx, acl, A('ACLManager').abi, 'addPoolAdmin', [DEVNET_OWNER])

  const libs = {}
  for (const name of [
    'BorrowLogic',
    'BridgeLogic',
    'EModeLogic',
    'LiquidationLogic',
    'PoolLogic',
    'SupplyLogic',
    'ConfiguratorLogic',
  ]) {
    libs[name] = await deploy(ctx, A(name))
  }
  libs.FlashLoanLogic = await deploy(ctx, link(A('FlashLoanLogic'), libs))
  const poolImpl = await deploy(ctx, link(A('Pool'), libs), [provider])
  await write(ctx, provider, P, 'setPoolImpl', [poolImpl])
  const pool = /** @type {`0x${string}`} */ (await read(ctx, provider, P, 'getPool'))
  if (pool.toLowerCase() !== MAINNET.aavePool.toLowerCase())
    throw new Error(`Aave Pool proxy landed at ${pool}`)
  const configuratorImpl = await deploy(ctx, link(A('PoolConfigurator'), libs))
  await write(ctx, provider, P, 'setPoolConfiguratorImpl', [configuratorImpl])
  const configurator = await read(ctx, provider, P, 'getPoolConfigurator')

  const symbols = Object.keys(RESERVES)
  const feedOf = { WETH: feeds.ETH, WBTC: feeds.BTC }
  const oracle = await deploy(ctx, A('AaveOracle'), [
    provider,
    symbols.map((s) => tokens[s]),
    symbols.map((s) => feedOf[s] ?? feeds[s]),
    '0x0000000000000000000000000000000000000000',
    '0x0000000000000000000000000000000000000000',
    10n ** 8n,
  ])
  await write(ctx, provider, P, 'setPriceOracle', [oracle])
  const dataProvider = await deploy(ctx, A('AaveProtocolDataProvider'), [provider])
  await write(ctx, provider, P, 'setPoolDataProvider', [dataProvider])

  const aTokenImpl = await deploy(ctx, A('AToken'), [pool])
  const stableImpl = await deploy(ctx, A('StableDebtToken'), [pool])
  const variableImpl = await deploy(ctx, A('VariableDebtToken'), [pool])
  const inputs = []
  for (const s of symbols) {
    const [optimal, base, slope1, slope2] = RESERVES[s].curve
    const strategy = await deploy(ctx, A('DefaultReserveInterestRateStrategy'), [
      provider,
      pct(optimal),
      pct(base),
      pct(slope1),
      pct(slope2),
      0n,
      0n,
      0n,
      0n,
      pct(0.2),
    ])
    inputs.push({
      aTokenImpl,
      stableDebtTokenImpl: stableImpl,
      variableDebtTokenImpl: variableImpl,
      underlyingAssetDecimals: decimals[s],
      interestRateStrategyAddress: strategy,
      underlyingAsset: tokens[s],
      treasury: DEVNET_OWNER,
      incentivesController: '0x0000000000000000000000000000000000000000',
      aTokenName: `Aave Ethereum ${s}`,
      aTokenSymbol: `aEth${s}`,
      variableDebtTokenName: `Aave Ethereum Variable Debt ${s}`,
      variableDebtTokenSymbol: `variableDebtEth${s}`,
      stableDebtTokenName: `Aave Ethereum Stable Debt ${s}`,
      stableDebtTokenSymbol: `stableDebtEth${s}`,
      params: '0x',
    })
  }
  const C = A('PoolConfigurator').abi
  await write(ctx, configurator, C, 'initReserves', [inputs])
  for (const s of symbols) {
    const r = RESERVES[s]
    await write(ctx, configurator, C, 'configureReserveAsCollateral', [tokens[s], r.ltv, r.lt, r.bonus])
    await write(ctx, configurator, C, 'setReserveBorrowing', [tokens[s], true])
    await write(ctx, configurator, C, 'setReserveFactor', [tokens[s], r.factor])
  }

  const aTokens = {}
  const variableDebtTokens = {}
  for (const s of symbols) {
    const [aToken, , variableDebt] = /** @type {string[]} */ (
      await read(ctx, dataProvider, A('AaveProtocolDataProvider').abi, 'getReserveTokensAddresses', [
        tokens[s],
      ])
    )
    aTokens[s] = aToken
    variableDebtTokens[s] = variableDebt
  }
  await seed(ctx, pool, tokens, decimals)
  return {
    configurator,
    contracts: {
      aavePoolAddressesProvider: provider,
      aavePool: pool,
      aaveDataProvider: dataProvider,
      aaveOracle: oracle,
    },
    aTokens,
    variableDebtTokens,
  }
}

async function seed(ctx, pool, tokens, decimals) {
  const abi = aaveArtifact('Pool').abi
  const erc20 = aaveArtifact('IERC20').abi
  for (const [s, { supply }] of Object.entries(SEED)) {
    const amount = supply * 10n ** BigInt(decimals[s])
    await mintTo(ctx, tokens[s], DEVNET_OWNER, amount, s === 'WETH')
    await write(ctx, tokens[s], erc20, 'approve', [pool, amount])
    await write(ctx, pool, abi, 'supply', [tokens[s], amount, DEVNET_OWNER, 0])
  }
  for (const [s, { borrow }] of Object.entries(SEED)) {
    await write(ctx, pool, abi, 'borrow', [
      tokens[s],
      borrow * 10n ** BigInt(decimals[s]),
      2n,
      0,
      DEVNET_OWNER,
    ])
  }
}

/**
 * Sets each reserve's supply and borrow caps and the e-mode category, as the pool admin (the devnet owner)
 * does on mainnet. Run after every other deployment: it moves the owner's nonce, and the addresses of the
 * contracts deployed after Aave come from that nonce.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {{ tokens: Record<string, `0x${string}`>, configurator: `0x${string}` }} deps
 */
export async function configureAaveLimits(ctx, { tokens, configurator }) {
  const C = aaveArtifact('PoolConfigurator').abi
  for (const [s, cap] of Object.entries(AAVE_CAPS)) {
    await write(ctx, configurator, C, 'setSupplyCap', [tokens[s], cap.supply])
    await write(ctx, configurator, C, 'setBorrowCap', [tokens[s], cap.borrow])
  }
  const zero = '0x0000000000000000000000000000000000000000'
  await write(ctx, configurator, C, 'setEModeCategory', [
    AAVE_EMODE.id,
    AAVE_EMODE.ltv,
    AAVE_EMODE.lt,
    AAVE_EMODE.bonus,
    zero,
    AAVE_EMODE.label,
  ])
  for (const s of AAVE_EMODE.assets)
    await write(ctx, configurator, C, 'setAssetEModeCategory', [tokens[s], AAVE_EMODE.id])
}

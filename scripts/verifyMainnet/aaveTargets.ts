import type { Address } from 'viem'
import type { ChainProfile } from '../../src/chain/profile'
import { aaveDataProviderAbi, aaveOracleAbi, aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import { aaveAddresses } from '../../src/chain/protocols/aaveLendingAddresses'
import { catalogueContracts } from '../../src/domain/catalogue/contracts'
import { tokens } from '../../src/domain/catalogue/tokens'
import { type LendingAsset, lendingAssets } from '../../src/domain/lending/assets'
import { aaveExtrasAbi, aaveProviderAbi, tokenAbi } from './abis'
import { PROBE } from './commonTargets'
import { pointsAt, readValue, sameAddress, short } from './findings'
import type { Finding, Read, ReadResult, Target } from './types'

/** Aave v3 Ethereum's PoolAddressesProvider (ADDRESSES.md); the devnet lists its own, at the same address. */
const MAINNET_AAVE_PROVIDER: Address = '0x2f39d218133AFaB8F2B819B1066c7E434Ad94E9e'

/** The e-mode categories the loans page reads (docs/aave-versions.md). */
const EMODE_IDS = [1, 2, 3] as const

type PoolReserve = { configuration: bigint; id: number; aTokenAddress: Address }

/** Bits of an Aave v3 reserve configuration (ReserveConfiguration.sol; the same from 3.0 to 3.7). */
export function reserveFlags(configuration: bigint) {
  const bits = (from: number, width: number) =>
    Number((configuration >> BigInt(from)) & ((1n << BigInt(width)) - 1n))
  return {
    decimals: bits(48, 8),
    active: bits(56, 1) === 1,
    frozen: bits(57, 1) === 1,
    borrowing: bits(58, 1) === 1,
    paused: bits(60, 1) === 1,
    borrowCap: BigInt(bits(80, 36)),
    supplyCap: BigInt(bits(116, 36)),
    /** 3.0–3.1 only: 3.2 stopped updating these bits. */
    legacyEModeCategory: bits(168, 8),
  }
}

/**
 * Aave v3 on Ethereum: the market's addresses provider (naming the same Pool, oracle and data provider as the
 * app), the Pool (writes, the reads of the loans page and the vault card, the version marker,
 * and per reserve: listed, its aToken the profile's, decimals, active/frozen/paused, caps and e-mode), the
 * data provider, the oracle, and the six aTokens (each one's underlying the catalogue token).
 */
export function aaveTargets(profile: ChainProfile): Target[] {
  const { pool, dataProvider, oracle, aTokens } = aaveAddresses(profile)
  const assets = lendingAssets.map((asset) => ({
    asset,
    address: profile.networks.ethereum.tokenAddresses[asset],
  }))
  const listed = assets.filter((a): a is { asset: LendingAsset; address: Address } => !!a.address)
  const poolRead = (functionName: string, args?: readonly unknown[]): Read => ({
    address: pool,
    abi: aavePoolAbi,
    functionName,
    ...(args ? { args } : {}),
  })
  const providerRead = (functionName: string, args: readonly unknown[]): Read => ({
    address: dataProvider,
    abi: aaveDataProviderAbi,
    functionName,
    args,
  })
  const usdc = listed[0]?.address ?? PROBE
  const poolTarget: Target = {
    network: 'ethereum',
    name: 'Aave v3 Pool',
    address: pool,
    writes: catalogueContracts.aavePool.functions,
    reads: {
      getUserAccountData: poolRead('getUserAccountData', [PROBE]),
      getUserEMode: poolRead('getUserEMode', [PROBE]),
      getReservesList: { address: pool, abi: aaveExtrasAbi, functionName: 'getReservesList' },
      ...Object.fromEntries(
        listed.map(({ asset, address }) => [
          `getReserveData ${asset}`,
          poolRead('getReserveData', [address]),
        ]),
      ),
    },
    optionalReads: {
      getVirtualUnderlyingBalance: poolRead('getVirtualUnderlyingBalance', [usdc]),
      isVirtualAccActive: providerRead('getIsVirtualAccActive', [usdc]),
      ...Object.fromEntries(
        EMODE_IDS.flatMap((id) => [
          [`getEModeCategoryData ${id}`, poolRead('getEModeCategoryData', [id])],
          [`getEModeCategoryCollateralBitmap ${id}`, poolRead('getEModeCategoryCollateralBitmap', [id])],
          [`getEModeCategoryBorrowableBitmap ${id}`, poolRead('getEModeCategoryBorrowableBitmap', [id])],
          [`getEModeCategoryCollateralConfig ${id}`, poolRead('getEModeCategoryCollateralConfig', [id])],
          [`getEModeCategoryLabel ${id}`, poolRead('getEModeCategoryLabel', [id])],
        ]),
      ),
      ...Object.fromEntries(
        listed.map(({ asset, address }) => [`totals ${asset}`, providerRead('getReserveData', [address])]),
      ),
    },
    inspect: (results) => [
      versionFinding(results),
      ...listed.map((a) => reserveFinding(results, a, aTokens[a.asset])),
    ],
  }
  const providerTarget: Target = {
    network: 'ethereum',
    name: 'Aave v3 data provider',
    address: dataProvider,
    reads: Object.fromEntries(
      listed.flatMap(({ asset, address }) => [
        [`getReserveData ${asset}`, providerRead('getReserveData', [address])],
        [`getReserveConfigurationData ${asset}`, providerRead('getReserveConfigurationData', [address])],
        [`getUserReserveData ${asset}`, providerRead('getUserReserveData', [address, PROBE])],
        [`getDebtCeiling ${asset}`, providerRead('getDebtCeiling', [address])],
      ]),
    ),
  }
  const oracleTarget: Target = {
    network: 'ethereum',
    name: 'Aave v3 oracle',
    address: oracle,
    reads: {
      getAssetsPrices: {
        address: oracle,
        abi: aaveOracleAbi,
        functionName: 'getAssetsPrices',
        args: [listed.map((a) => a.address)],
      },
    },
    inspect: (results) => {
      const prices = readValue<readonly bigint[]>(results, 'getAssetsPrices')
      if (!prices) return [{ check: 'prices', status: 'fail', detail: 'getAssetsPrices did not answer' }]
      const zero = listed.filter((_, i) => !prices[i]).map((a) => a.asset)
      return [
        zero.length
          ? { check: 'prices', status: 'fail', detail: `no price for ${zero.join(', ')}` }
          : { check: 'prices', status: 'ok', detail: `${listed.length} reserves priced` },
      ]
    },
  }
  const aTokenTargets: Target[] = listed.map(({ asset, address }) => ({
    network: 'ethereum',
    name: `Aave a${asset}`,
    address: aTokens[asset],
    reads: {
      UNDERLYING_ASSET_ADDRESS: {
        address: aTokens[asset],
        abi: aaveExtrasAbi,
        functionName: 'UNDERLYING_ASSET_ADDRESS',
      },
      balanceOf: { address: aTokens[asset], abi: tokenAbi, functionName: 'balanceOf', args: [PROBE] },
    },
    inspect: (results) => [pointsAt('underlying', results, 'UNDERLYING_ASSET_ADDRESS', address, asset)],
  }))
  const registry = profile.networks.ethereum.contracts?.aavePoolAddressesProvider ?? MAINNET_AAVE_PROVIDER
  const registryRead = (functionName: string): Read => ({
    address: registry,
    abi: aaveProviderAbi,
    functionName,
  })
  const registryTarget: Target = {
    network: 'ethereum',
    name: 'Aave v3 addresses provider',
    address: registry,
    reads: {
      getPool: registryRead('getPool'),
      getPriceOracle: registryRead('getPriceOracle'),
      getPoolDataProvider: registryRead('getPoolDataProvider'),
    },
    inspect: (results) => [
      pointsAt('Pool', results, 'getPool', pool, 'the Pool'),
      pointsAt('oracle', results, 'getPriceOracle', oracle, 'the oracle'),
      pointsAt('data provider', results, 'getPoolDataProvider', dataProvider, 'the data provider'),
    ],
  }
  return [registryTarget, poolTarget, providerTarget, oracleTarget, ...aTokenTargets]
}

/**
 * 3.2 and later answer `getEModeCategoryCollateralBitmap`; 3.1 and later `getVirtualUnderlyingBalance`
 * (docs/aave-versions.md). Whichever it is, the reads the app makes on that version must answer too.
 */
function versionFinding(results: Record<string, ReadResult>): Finding {
  const answers = (key: string) => results[key]?.ok === true
  const bitmaps = answers('getEModeCategoryCollateralBitmap 1')
  const virtual = answers('getVirtualUnderlyingBalance')
  const version = bitmaps ? '3.2 or later' : virtual ? '3.1' : '3.0'
  const needed = bitmaps
    ? ['getEModeCategoryCollateralConfig 1', 'getEModeCategoryLabel 1', 'getEModeCategoryBorrowableBitmap 1']
    : ['getEModeCategoryData 1']
  if (virtual) needed.push('isVirtualAccActive')
  const silent = needed.filter((key) => !answers(key))
  return silent.length
    ? { check: 'version', status: 'fail', detail: `${version}, but ${silent.join(', ')} did not answer` }
    : {
        check: 'version',
        status: 'ok',
        detail: `${version} (${bitmaps ? 'e-mode bitmaps' : 'e-mode bits 168–175'}, ${virtual ? 'virtual accounting' : 'liquidity = aToken balance'})`,
      }
}

function reserveFinding(
  results: Record<string, ReadResult>,
  { asset, address }: { asset: LendingAsset; address: Address },
  aToken: Address,
): Finding {
  const check = `reserve ${asset}`
  const list = readValue<readonly Address[]>(results, 'getReservesList')
  const reserve = readValue<PoolReserve>(results, `getReserveData ${asset}`)
  if (!list || !reserve)
    return { check, status: 'fail', detail: 'getReservesList or getReserveData did not answer' }
  if (!list.some((a) => sameAddress(a, address)))
    return { check, status: 'fail', detail: `${short(address)} is not in getReservesList` }
  if (!sameAddress(reserve.aTokenAddress, aToken))
    return {
      check,
      status: 'fail',
      detail: `aToken ${short(reserve.aTokenAddress)}, the profile says ${short(aToken)}`,
    }
  const flags = reserveFlags(reserve.configuration)
  if (flags.decimals !== tokens[asset].decimals)
    return {
      check,
      status: 'fail',
      detail: `${flags.decimals} decimals, the catalogue says ${tokens[asset].decimals}`,
    }
  const totals = readValue<readonly bigint[]>(results, `totals ${asset}`)
  const supplied = totals?.[2]
  const cap = flags.supplyCap * 10n ** BigInt(flags.decimals)
  const atCap = flags.supplyCap > 0n && supplied !== undefined && supplied >= cap
  // Debt is stable plus variable (getReserveData's 4th and 5th), against the borrow cap in whole tokens.
  const borrowed = totals ? (totals[3] ?? 0n) + (totals[4] ?? 0n) : undefined
  const atBorrowCap =
    flags.borrowCap > 0n &&
    borrowed !== undefined &&
    borrowed >= flags.borrowCap * 10n ** BigInt(flags.decimals)
  const categories = eModeCategories(results, reserve.id, flags.legacyEModeCategory)
  const facts = [
    `supply cap ${flags.supplyCap || 'none'}`,
    `borrow cap ${flags.borrowCap || 'none'}`,
    `e-mode ${categories.length ? categories.join(', ') : 'none'}`,
  ]
  const live = [
    !flags.active && 'inactive',
    flags.paused && 'paused',
    flags.frozen && 'frozen',
    atCap && 'at its supply cap',
    atBorrowCap && 'at its borrow cap',
    !flags.borrowing && 'borrowing off',
  ].filter((s): s is string => !!s)
  return live.length
    ? { check, status: 'warn', detail: `${live.join(', ')}; ${facts.join(', ')}` }
    : { check, status: 'ok', detail: `listed, aToken ${short(aToken)}, active; ${facts.join(', ')}` }
}

/** The categories whose collateral bitmap holds the reserve (3.2+), else the one its bits 168–175 name. */
function eModeCategories(results: Record<string, ReadResult>, reserveId: number, legacy: number): number[] {
  const bitmapAnswers = results['getEModeCategoryCollateralBitmap 1']?.ok === true
  if (!bitmapAnswers) return legacy ? [legacy] : []
  return EMODE_IDS.filter((id) => {
    const bitmap = readValue<bigint>(results, `getEModeCategoryCollateralBitmap ${id}`) ?? 0n
    return ((bitmap >> BigInt(reserveId)) & 1n) === 1n
  })
}

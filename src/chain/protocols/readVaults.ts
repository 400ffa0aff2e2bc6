import { decodeFunctionResult, type PublicClient, parseAbi } from 'viem'
import { type CatalogueContractId, catalogueContracts } from '../../domain/catalogue/contracts'
import type { ProtocolId } from '../../domain/catalogue/protocols'
import { type TokenKey, tokensOn } from '../../domain/catalogue/tokens'
import { type AaveDepositState, aaveDepositState } from '../../domain/lending/reserveNotice'
import type { CometCurve, MorphoMarketState } from '../../domain/vaults/apy'
import type { ConvexRewardState } from '../../domain/vaults/convexRewards'
import {
  curveLpInUsdc,
  morphoSupplyAssets,
  valueAtSharePrice,
  vaultReceipts,
} from '../../domain/vaults/positionValue'
import { priceFeedAbi } from '../abis'
import { feedIsLive } from '../prices/feedHeartbeats'
import type { Address, ChainProfile } from '../profile'
import {
  aavePoolAbi,
  beefyAbi,
  cometAbi,
  convexBoosterAbi,
  convexRewardPoolAbi,
  convexTokenAbi,
  curve3poolAbi,
  erc20Abi,
  erc4626Abi,
  morphoAbi,
  morphoIrmAbi,
  multicall3ReadsAbi,
  sUSDeAbi,
  yearnAbi,
} from './abis'
import { aggregate3, type BatchCall } from './aggregate3'

const totalSupplyAbi = parseAbi(['function totalSupply() view returns (uint256)'])

/** A receipt-token position, valued in its asset's base units (USDC 6, DAI/USDe 18). */
export type VaultPosition = {
  protocol: ProtocolId
  /** The receipt token's name on the card: aUSDC, aDAI, sUSDe, cUSDCv3, 3Crv, cvx3Crv, yvUSDC-1, mooUSDC. */
  receipt: string
  asset: TokenKey
  /** Receipt units held (shares; for Aave and Compound the balance itself). */
  shares: bigint
  /** What they are worth now in `asset`. */
  value: bigint
}

/** An allowance this wallet has granted on a catalogue token to a catalogue spender. */
export type GrantedAllowance = {
  token: Address
  tokenKey: TokenKey | null
  symbol: string
  spender: Address
  contract: CatalogueContractId
  name: string
  amount: bigint
}

/** Everything the vaults page shows, read in one Multicall3 request. */
export type VaultsRead = {
  /** Chain time of the read (s). */
  timestamp: number
  rates: {
    aave: { USDC: bigint | null; DAI: bigint | null }
    compound: { utilization: bigint; curve: CometCurve } | null
    morpho: {
      market: MorphoMarketState
      ratePerSecond: bigint | null
      rateAtTarget: bigint | null
      /** Chain time (s) of the market's last accrual, where the IRM's stored rate at target was set. */
      lastUpdate?: number
    } | null
    /** Assets per 1e18 shares (Curve and Convex: 3pool virtual price), for share-growth rates. */
    sharePrices: Partial<Record<'ethena' | 'yearn' | 'beefy' | 'curve' | 'convex', bigint>>
    /**
     * Convex's reward pool (CRV per second, period end, staked supply), CVX's supply and the CRV and CVX
     * prices from live feeds: what its rewards' rate is made of. Null when any of it could not be read, or a
     * feed is older than its heartbeat.
     */
    convexRewards?: ConvexRewardState | null
  }
  positions: VaultPosition[]
  /** Wallet balances of ETH and the vault assets. */
  wallet: Partial<Record<'ETH' | 'USDC' | 'DAI' | 'USDe' | 'USDT', bigint>>
  /** Non-zero allowances only. */
  allowances: GrantedAllowance[]
  ethena: { cooldownDuration: number; cooldownEnd: number; underlyingAmount: bigint } | null
  /** Convex CRV earned and not yet claimed. */
  convexEarned: bigint
  /** What the protocols' own state refuses now (issue 42); absent where not read. */
  limits?: ProtocolLimits
}

/**
 * Live state a plan would otherwise only meet in its simulation: Comet's pause guardian, Convex's shutdown of
 * the 3pool id (or of the whole booster), and the room Yearn's deposit limit leaves (`maxDeposit`, base units of
 * USDC; null when not read). A read that failed counts as not paused / not shut.
 */
export type ProtocolLimits = {
  cometSupplyPaused: boolean
  cometWithdrawPaused: boolean
  convexShutdown: boolean
  yearnRoom: bigint | null
  /** Aave's USDC and DAI reserves: paused, frozen, at their supply cap, or open; a reserve not read is absent. */
  aave?: Partial<Record<'USDC' | 'DAI', AaveDepositState>>
}

/**
 * Every card's rate inputs, the user's positions, wallet balances, allowances to every catalogue spender and
 * the Ethena cooldown, in ONE `aggregate3` eth_call (each call allowed to fail; a failed call reads as
 * missing, never as a thrown page). Gas is read separately.
 * @throws when the request itself fails on every endpoint.
 * @example const read = await readVaults(client, { profile, address })
 */
export async function readVaults(
  client: PublicClient,
  args: { profile: ChainProfile; address: Address },
): Promise<VaultsRead> {
  const { profile, address: me } = args
  const v = profile.vaults
  const net = profile.networks.ethereum
  const token = (k: TokenKey) => net.tokenAddresses[k]!
  const calls: BatchCall[] = []
  const at = (call: BatchCall) => calls.push(call) - 1
  const mc = net.multicall3
  const m = v.morphoDaiMarket
  const { id: _id, ...params } = m
  const wad = 10n ** 18n

  const i = {
    time: at({ target: mc, abi: multicall3ReadsAbi, functionName: 'getCurrentBlockTimestamp' }),
    eth: at({ target: mc, abi: multicall3ReadsAbi, functionName: 'getEthBalance', args: [me] }),
    wallet: (['USDC', 'DAI', 'USDe', 'USDT'] as const).map((k) =>
      at({ target: token(k), abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    ),
    aaveUsdc: at({
      target: v.aavePool,
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [token('USDC')],
    }),
    aaveDai: at({
      target: v.aavePool,
      abi: aavePoolAbi,
      functionName: 'getReserveData',
      args: [token('DAI')],
    }),
    aUsdcSupply: at({ target: v.aTokens.USDC, abi: totalSupplyAbi, functionName: 'totalSupply' }),
    aDaiSupply: at({ target: v.aTokens.DAI, abi: totalSupplyAbi, functionName: 'totalSupply' }),
    aUsdc: at({ target: v.aTokens.USDC, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    aDai: at({ target: v.aTokens.DAI, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    market: at({ target: v.morphoBlue, abi: morphoAbi, functionName: 'market', args: [m.id] }),
    position: at({ target: v.morphoBlue, abi: morphoAbi, functionName: 'position', args: [m.id, me] }),
    irmFixed: at({ target: params.irm, abi: morphoIrmAbi, functionName: 'ratePerSecond' }),
    irmTarget: at({ target: params.irm, abi: morphoIrmAbi, functionName: 'rateAtTarget', args: [m.id] }),
    susdePrice: at({ target: v.sUSDe, abi: erc4626Abi, functionName: 'convertToAssets', args: [wad] }),
    susde: at({ target: v.sUSDe, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    cooldownDuration: at({ target: v.sUSDe, abi: sUSDeAbi, functionName: 'cooldownDuration' }),
    cooldown: at({ target: v.sUSDe, abi: sUSDeAbi, functionName: 'cooldowns', args: [me] }),
    util: at({ target: v.comet, abi: cometAbi, functionName: 'getUtilization' }),
    kink: at({ target: v.comet, abi: cometAbi, functionName: 'supplyKink' }),
    slopeLow: at({ target: v.comet, abi: cometAbi, functionName: 'supplyPerSecondInterestRateSlopeLow' }),
    slopeHigh: at({ target: v.comet, abi: cometAbi, functionName: 'supplyPerSecondInterestRateSlopeHigh' }),
    rateBase: at({ target: v.comet, abi: cometAbi, functionName: 'supplyPerSecondInterestRateBase' }),
    cUsdc: at({ target: v.comet, abi: cometAbi, functionName: 'balanceOf', args: [me] }),
    vp: at({ target: v.curve3pool, abi: curve3poolAbi, functionName: 'get_virtual_price' }),
    lp: at({ target: v.curve3crv, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    staked: at({
      target: v.convexRewardPool,
      abi: convexRewardPoolAbi,
      functionName: 'balanceOf',
      args: [me],
    }),
    earned: at({ target: v.convexRewardPool, abi: convexRewardPoolAbi, functionName: 'earned', args: [me] }),
    yearnPrice: at({
      target: v.yearnUsdcVault,
      abi: erc4626Abi,
      functionName: 'convertToAssets',
      args: [wad],
    }),
    yearn: at({ target: v.yearnUsdcVault, abi: erc20Abi, functionName: 'balanceOf', args: [me] }),
    yearnRoom: at({ target: v.yearnUsdcVault, abi: yearnAbi, functionName: 'maxDeposit', args: [me] }),
    supplyPaused: at({ target: v.comet, abi: cometAbi, functionName: 'isSupplyPaused' }),
    withdrawPaused: at({ target: v.comet, abi: cometAbi, functionName: 'isWithdrawPaused' }),
    convexPool: at({
      target: v.convexBooster,
      abi: convexBoosterAbi,
      functionName: 'poolInfo',
      args: [v.convexPid],
    }),
    convexSystem: at({ target: v.convexBooster, abi: convexBoosterAbi, functionName: 'isShutdown' }),
    rewardRate: at({ target: v.convexRewardPool, abi: convexRewardPoolAbi, functionName: 'rewardRate' }),
    periodFinish: at({ target: v.convexRewardPool, abi: convexRewardPoolAbi, functionName: 'periodFinish' }),
    stakedSupply: at({ target: v.convexRewardPool, abi: convexRewardPoolAbi, functionName: 'totalSupply' }),
    cvxSupply: at({ target: v.cvx, abi: convexTokenAbi, functionName: 'totalSupply' }),
    rewardFeeds: (['CRV', 'CVX'] as const).map((symbol) => {
      const feed = rewardFeed(profile, symbol)
      return {
        symbol,
        decimals: feed ? at({ target: feed, abi: priceFeedAbi, functionName: 'decimals' }) : -1,
        round: feed ? at({ target: feed, abi: priceFeedAbi, functionName: 'latestRoundData' }) : -1,
      }
    }),
    beefyPrice: v.beefyVault
      ? at({ target: v.beefyVault, abi: beefyAbi, functionName: 'getPricePerFullShare' })
      : -1,
    beefy: v.beefyVault
      ? at({ target: v.beefyVault, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
      : -1,
  }
  const spenders = allowanceSpenders(profile)
  const grantable = [
    ...tokensOn('ethereum').flatMap((t) =>
      t.address === null
        ? []
        : [{ token: token(t.key), tokenKey: t.key as TokenKey | null, symbol: t.symbol }],
    ),
  ]
  const allowanceCalls = [
    ...grantable.flatMap((g) => spenders.map((s) => ({ ...g, ...s }))),
    // The Convex route leaves its 3Crv allowance with the booster: list it too.
    {
      token: v.curve3crv,
      tokenKey: null,
      symbol: '3Crv',
      ...spenders.find((s) => s.contract === 'convexBooster')!,
    },
  ].map((a) => ({
    ...a,
    index: at({ target: a.token, abi: erc20Abi, functionName: 'allowance', args: [me, a.spender] }),
  }))

  const results = await aggregate3(client, mc, calls)
  const get = <T>(index: number): T | null => {
    const r = results[index]
    const c = calls[index]
    if (index < 0 || !r?.success || !c || r.returnData === '0x') return null
    try {
      return decodeFunctionResult({
        abi: c.abi,
        functionName: c.functionName,
        data: r.returnData,
      } as never) as T
    } catch {
      return null
    }
  }
  const big = (index: number): bigint | null => {
    const x = get<bigint | number>(index)
    return x === null ? null : BigInt(x)
  }

  const positions: VaultPosition[] = []
  const add = (protocol: keyof typeof vaultReceipts, shares: bigint | null, value: bigint) => {
    if (shares) positions.push({ protocol, ...vaultReceipts[protocol], shares, value })
  }
  const aUsdc = big(i.aUsdc)
  const aDai = big(i.aDai)
  if (aUsdc)
    positions.push({ protocol: 'aave', receipt: 'aUSDC', asset: 'USDC', shares: aUsdc, value: aUsdc })
  if (aDai) positions.push({ protocol: 'aave', receipt: 'aDAI', asset: 'DAI', shares: aDai, value: aDai })

  const marketRaw = get<readonly bigint[]>(i.market)
  const market: MorphoMarketState | null = marketRaw
    ? { totalSupplyAssets: marketRaw[0]!, totalBorrowAssets: marketRaw[2]!, fee: marketRaw[5]! }
    : null
  const supplyShares = get<readonly bigint[]>(i.position)?.[0] ?? null
  if (marketRaw && supplyShares) {
    add('morpho', supplyShares, morphoSupplyAssets(supplyShares, marketRaw[0]!, marketRaw[1]!))
  }
  const susdePrice = big(i.susdePrice)
  const susde = big(i.susde)
  add('ethena', susde, valueAtSharePrice(susde ?? 0n, susdePrice ?? 0n))
  const cUsdc = big(i.cUsdc)
  add('compound', cUsdc, cUsdc ?? 0n)
  const vp = big(i.vp)
  const lpValue = (lp: bigint | null) => curveLpInUsdc(lp ?? 0n, vp ?? 0n)
  const lp = big(i.lp)
  add('curve', lp, lpValue(lp))
  const staked = big(i.staked)
  add('convex', staked, lpValue(staked))
  const yearnPrice = big(i.yearnPrice)
  const yearn = big(i.yearn)
  add('yearn', yearn, valueAtSharePrice(yearn ?? 0n, yearnPrice ?? 0n))
  const beefyPrice = big(i.beefyPrice)
  const beefy = big(i.beefy)
  add('beefy', beefy, valueAtSharePrice(beefy ?? 0n, beefyPrice ?? 0n))

  type AaveReserve = { configuration: bigint; liquidityIndex: bigint; accruedToTreasury: bigint }
  const aaveStates = (reads: ['USDC' | 'DAI', number, number][]) => {
    const out: NonNullable<ProtocolLimits['aave']> = {}
    for (const [asset, reserveAt, supplyAt] of reads) {
      const reserve = get<AaveReserve>(reserveAt)
      const aTokenSupply = big(supplyAt)
      if (reserve && aTokenSupply !== null && aTokenSupply !== undefined)
        out[asset] = aaveDepositState({ ...reserve, aTokenSupply })
    }
    return out
  }
  const reserveRate = (index: number) =>
    get<{ currentLiquidityRate: bigint }>(index)?.currentLiquidityRate ?? null
  const util = big(i.util)
  const kink = big(i.kink)
  const slopeLow = big(i.slopeLow)
  const slopeHigh = big(i.slopeHigh)
  const cooldown = get<readonly [bigint, bigint]>(i.cooldown)
  const cooldownDuration = big(i.cooldownDuration)
  const sharePrices: VaultsRead['rates']['sharePrices'] = {}
  if (susdePrice) sharePrices.ethena = susdePrice
  if (yearnPrice) sharePrices.yearn = yearnPrice
  if (beefyPrice) sharePrices.beefy = beefyPrice
  if (vp) sharePrices.curve = sharePrices.convex = vp
  const timestamp = Number(big(i.time) ?? 0n)
  const [crvUsd, cvxUsd] = i.rewardFeeds.map(({ symbol, decimals, round }) => {
    const d = big(decimals)
    const r = get<readonly [bigint, bigint, bigint, bigint, bigint]>(round)
    if (d === null || !r || r[1] <= 0n || !feedIsLive(symbol, Number(r[3]), timestamp)) return null
    return (r[1] * 10n ** 18n) / 10n ** d
  })
  const rewardRate = big(i.rewardRate)
  const periodFinish = big(i.periodFinish)
  const stakedSupply = big(i.stakedSupply)
  const cvxSupply = big(i.cvxSupply)
  const convexRewards: ConvexRewardState | null =
    rewardRate !== null &&
    periodFinish !== null &&
    stakedSupply !== null &&
    cvxSupply !== null &&
    crvUsd &&
    cvxUsd &&
    vp
      ? {
          rewardRate,
          periodFinish: Number(periodFinish),
          totalSupply: stakedSupply,
          cvxSupply,
          crvUsd,
          cvxUsd,
          lpUsd: vp,
        }
      : null
  const [usdc, dai, usde, usdt] = i.wallet.map(big)
  const wallet: VaultsRead['wallet'] = {}
  for (const [k, x] of [
    ['ETH', big(i.eth)],
    ['USDC', usdc],
    ['DAI', dai],
    ['USDe', usde],
    ['USDT', usdt],
  ] as const)
    if (x !== null && x !== undefined) wallet[k] = x

  return {
    timestamp,
    rates: {
      aave: { USDC: reserveRate(i.aaveUsdc), DAI: reserveRate(i.aaveDai) },
      compound:
        util !== null && kink !== null && slopeLow !== null && slopeHigh !== null
          ? { utilization: util, curve: { kink, slopeLow, slopeHigh, base: big(i.rateBase) ?? 0n } }
          : null,
      morpho: market
        ? {
            market,
            ratePerSecond: big(i.irmFixed),
            rateAtTarget: big(i.irmTarget),
            lastUpdate: Number(marketRaw![4]!),
          }
        : null,
      sharePrices,
      convexRewards,
    },
    positions,
    wallet,
    allowances: allowanceCalls.flatMap(({ index, ...a }) => {
      const amount = big(index)
      return amount ? [{ ...a, amount }] : []
    }),
    ethena:
      cooldownDuration !== null
        ? {
            cooldownDuration: Number(cooldownDuration),
            cooldownEnd: Number(cooldown?.[0] ?? 0n),
            underlyingAmount: cooldown?.[1] ?? 0n,
          }
        : null,
    convexEarned: big(i.earned) ?? 0n,
    limits: {
      cometSupplyPaused: get<boolean>(i.supplyPaused) === true,
      cometWithdrawPaused: get<boolean>(i.withdrawPaused) === true,
      convexShutdown:
        get<readonly unknown[]>(i.convexPool)?.[5] === true || get<boolean>(i.convexSystem) === true,
      yearnRoom: big(i.yearnRoom),
      aave: aaveStates([
        ['USDC', i.aaveUsdc, i.aUsdcSupply],
        ['DAI', i.aaveDai, i.aDaiSupply],
      ]),
    },
  }
}

/** The CRV or CVX USD feed, when the profile's feeds are on Ethereum (where Convex is). */
function rewardFeed(profile: ChainProfile, symbol: 'CRV' | 'CVX'): Address | undefined {
  return profile.priceFeeds.network === 'ethereum' ? profile.priceFeeds.feeds[symbol] : undefined
}

/** The catalogue contracts that may hold an allowance, at their addresses under this profile. */
export function allowanceSpenders(
  profile: ChainProfile,
): { spender: Address; contract: CatalogueContractId; name: string }[] {
  const v = profile.vaults
  const at: Partial<Record<CatalogueContractId, Address | null>> = {
    aavePool: v.aavePool,
    morphoBlue: v.morphoBlue,
    sUSDe: v.sUSDe,
    comet: v.comet,
    curve3pool: v.curve3pool,
    convexBooster: v.convexBooster,
    yearnUsdc: v.yearnUsdcVault,
    beefyVault: v.beefyVault,
  }
  return (Object.keys(catalogueContracts) as CatalogueContractId[]).flatMap((contract) => {
    const address = at[contract]
    const c = catalogueContracts[contract]
    return c.spender && address ? [{ spender: address, contract, name: c.name }] : []
  })
}

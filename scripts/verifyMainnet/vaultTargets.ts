import { type Address, formatUnits, parseAbi } from 'viem'
import type { ChainProfile } from '../../src/chain/profile'
import {
  beefyAbi,
  cometAbi,
  convexRewardPoolAbi,
  convexTokenAbi,
  curve3poolAbi,
  erc4626Abi,
  morphoAbi,
  morphoIrmAbi,
  sUSDeAbi,
  yearnAbi,
} from '../../src/chain/protocols/abis'
import { morphoMarketId } from '../../src/chain/protocols/morpho'
import { curveSwapAbi } from '../../src/chain/swap/abis'
import { catalogueContracts, curve3poolCoins } from '../../src/domain/catalogue/contracts'
import { catalogueMorphoMarket, morphoMarketKey } from '../../src/domain/catalogue/morphoMarket'
import { CURVE_EXCHANGE } from '../../src/domain/catalogue/swapVenues'
import {
  CVX_MAX_SUPPLY,
  CVX_REDUCTION_PER_CLIFF,
  CVX_TOTAL_CLIFFS,
} from '../../src/domain/vaults/convexRewards'
import { morphoExtrasAbi, tokenAbi, vaultExtrasAbi } from './abis'
import { PROBE } from './commonTargets'
import { pointsAt, readValue, sameAddress, short } from './findings'
import type { Finding, Read, Target } from './types'

/**
 * Reads the app makes that its ABI files may not list yet on every branch, in their mainnet form (VaultV3.vy,
 * Convex's Booster, Comet): the check calls the same selectors whichever file declares them.
 */
const liveStateAbi = parseAbi([
  'function maxDeposit(address receiver) view returns (uint256)',
  'function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function maxRedeem(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
  'function poolInfo(uint256 pid) view returns (address lptoken, address token, address gauge, address crvRewards, address stash, bool shutdown)',
  'function isShutdown() view returns (bool)',
  'function isSupplyPaused() view returns (bool)',
  'function isWithdrawPaused() view returns (bool)',
])

/** ConvexToken's emission schedule, public on mainnet's CVX (the devnet's copy keeps it in its reward pool). */
const cvxScheduleAbi = parseAbi([
  'function totalCliffs() view returns (uint256)',
  'function reductionPerCliff() view returns (uint256)',
  'function maxSupply() view returns (uint256)',
])

const call = (address: Address, abi: Read['abi'], functionName: string, args?: readonly unknown[]): Read => ({
  address,
  abi,
  functionName,
  ...(args ? { args } : {}),
})

export { morphoMarketId }

/** Morpho Blue and its market: the id recomputed from its parameters, the parameters as Morpho stores them. */
function morphoTargets(profile: ChainProfile): Target[] {
  const morpho = profile.vaults.morphoBlue
  const market = profile.vaults.morphoDaiMarket
  const { id, ...params } = market
  const blue: Target = {
    network: 'ethereum',
    name: 'Morpho Blue',
    address: morpho,
    writes: catalogueContracts.morphoBlue.functions,
    reads: {
      market: call(morpho, morphoAbi, 'market', [id]),
      position: call(morpho, morphoAbi, 'position', [id, PROBE]),
      idToMarketParams: call(morpho, morphoExtrasAbi, 'idToMarketParams', [id]),
    },
    inspect: (results) => {
      const findings: Finding[] = []
      const recomputed = morphoMarketId(params)
      findings.push(
        recomputed === id.toLowerCase()
          ? { check: 'market id', status: 'ok', detail: `${short(id)} = keccak256 of its parameters` }
          : {
              check: 'market id',
              status: 'fail',
              detail: `the profile says ${short(id)}, its parameters give ${short(recomputed)}`,
            },
      )
      if (profile.name === 'mainnet' && morphoMarketKey(market) !== morphoMarketKey(catalogueMorphoMarket))
        findings.push({
          check: 'market',
          status: 'fail',
          detail: 'the profile market is not the one the key worker signs for',
        })
      const stored = readValue<readonly [Address, Address, Address, Address, bigint]>(
        results,
        'idToMarketParams',
      )
      const state = readValue<readonly bigint[]>(results, 'market')
      if (!stored || !state)
        findings.push({
          check: 'market on chain',
          status: 'fail',
          detail: 'market or idToMarketParams did not answer',
        })
      else if (!state[4])
        findings.push({
          check: 'market on chain',
          status: 'fail',
          detail: `no market ${short(id)} on Morpho (never created)`,
        })
      else {
        const same =
          sameAddress(stored[0], params.loanToken) &&
          sameAddress(stored[1], params.collateralToken) &&
          sameAddress(stored[2], params.oracle) &&
          sameAddress(stored[3], params.irm) &&
          stored[4] === params.lltv
        findings.push(
          same
            ? {
                check: 'market on chain',
                status: 'ok',
                detail: `LLTV ${Number(params.lltv) / 1e16} %, ${state[0]} supplied`,
              }
            : {
                check: 'market on chain',
                status: 'fail',
                detail: 'Morpho stores other parameters under this id',
              },
        )
      }
      return findings
    },
  }
  const irm: Target = {
    network: 'ethereum',
    name: 'Morpho IRM',
    address: params.irm,
    optionalReads: {
      ratePerSecond: call(params.irm, morphoIrmAbi, 'ratePerSecond'),
      rateAtTarget: call(params.irm, morphoIrmAbi, 'rateAtTarget', [id]),
    },
    inspect: (results) => [
      results.ratePerSecond?.ok || results.rateAtTarget?.ok
        ? {
            check: 'rate',
            status: 'ok',
            detail: results.rateAtTarget?.ok ? 'rateAtTarget answers' : 'ratePerSecond answers',
          }
        : { check: 'rate', status: 'fail', detail: 'neither rateAtTarget nor ratePerSecond answers' },
    ],
  }
  const oracle: Target = {
    network: 'ethereum',
    name: 'Morpho oracle',
    address: params.oracle,
    reads: { price: call(params.oracle, morphoExtrasAbi, 'price') },
  }
  return [blue, irm, oracle]
}

/** The yield protocols of the vaults page, each with the reads its card makes and its market parameters. */
export function vaultTargets(profile: ChainProfile): Target[] {
  const v = profile.vaults
  const t = profile.networks.ethereum.tokenAddresses
  const e = (name: string, address: Address, rest: Omit<Target, 'network' | 'name' | 'address'>): Target => ({
    network: 'ethereum',
    name,
    address,
    ...rest,
  })
  const targets: Target[] = [
    ...morphoTargets(profile),
    e('Ethena sUSDe', v.sUSDe, {
      writes: catalogueContracts.sUSDe.functions,
      reads: {
        convertToAssets: call(v.sUSDe, erc4626Abi, 'convertToAssets', [10n ** 18n]),
        previewDeposit: call(v.sUSDe, erc4626Abi, 'previewDeposit', [10n ** 18n]),
        previewWithdraw: call(v.sUSDe, erc4626Abi, 'previewWithdraw', [10n ** 18n]),
        balanceOf: call(v.sUSDe, erc4626Abi, 'balanceOf', [PROBE]),
        cooldownDuration: call(v.sUSDe, sUSDeAbi, 'cooldownDuration'),
        cooldowns: call(v.sUSDe, sUSDeAbi, 'cooldowns', [PROBE]),
        asset: call(v.sUSDe, vaultExtrasAbi, 'asset'),
      },
      inspect: (r) => [pointsAt('asset', r, 'asset', t.USDe, 'USDe')],
    }),
    e('Compound v3 Comet', v.comet, {
      writes: catalogueContracts.comet.functions,
      reads: {
        balanceOf: call(v.comet, cometAbi, 'balanceOf', [PROBE]),
        getUtilization: call(v.comet, cometAbi, 'getUtilization'),
        getSupplyRate: call(v.comet, cometAbi, 'getSupplyRate', [0n]),
        supplyKink: call(v.comet, cometAbi, 'supplyKink'),
        supplyPerSecondInterestRateSlopeLow: call(v.comet, cometAbi, 'supplyPerSecondInterestRateSlopeLow'),
        supplyPerSecondInterestRateSlopeHigh: call(v.comet, cometAbi, 'supplyPerSecondInterestRateSlopeHigh'),
        supplyPerSecondInterestRateBase: call(v.comet, cometAbi, 'supplyPerSecondInterestRateBase'),
        isSupplyPaused: call(v.comet, liveStateAbi, 'isSupplyPaused'),
        isWithdrawPaused: call(v.comet, liveStateAbi, 'isWithdrawPaused'),
        baseToken: call(v.comet, vaultExtrasAbi, 'baseToken'),
      },
      inspect: (r) => {
        const paused = [
          readValue<boolean>(r, 'isSupplyPaused') && 'supply',
          readValue<boolean>(r, 'isWithdrawPaused') && 'withdraw',
        ].filter(Boolean)
        return [
          pointsAt('base token', r, 'baseToken', t.USDC, 'USDC'),
          paused.length
            ? { check: 'pauses', status: 'warn', detail: `${paused.join(' and ')} paused` }
            : { check: 'pauses', status: 'ok', detail: 'supply and withdraw open' },
        ]
      },
    }),
    e('Curve 3pool', v.curve3pool, {
      writes: [...catalogueContracts.curve3pool.functions, CURVE_EXCHANGE],
      reads: {
        calc_token_amount: call(v.curve3pool, curve3poolAbi, 'calc_token_amount', [
          [10n ** 18n, 10n ** 6n, 10n ** 6n],
          true,
        ]),
        calc_withdraw_one_coin: call(v.curve3pool, curve3poolAbi, 'calc_withdraw_one_coin', [10n ** 18n, 1n]),
        get_virtual_price: call(v.curve3pool, curve3poolAbi, 'get_virtual_price'),
        get_dy: call(v.curve3pool, curveSwapAbi, 'get_dy', [1n, 2n, 10n ** 6n]),
        ...Object.fromEntries(
          curve3poolCoins.map((_, i) => [
            `coins ${i}`,
            call(v.curve3pool, vaultExtrasAbi, 'coins', [BigInt(i)]),
          ]),
        ),
      },
      inspect: (r) => {
        const wrong = curve3poolCoins.flatMap((symbol, i) =>
          sameAddress(readValue<Address>(r, `coins ${i}`), t[symbol]) ? [] : [`coins(${i}) is not ${symbol}`],
        )
        return [
          wrong.length
            ? { check: 'coins', status: 'fail', detail: wrong.join(', ') }
            : { check: 'coins', status: 'ok', detail: curve3poolCoins.join(', ') },
        ]
      },
    }),
    e('Curve 3Crv', v.curve3crv, {
      writes: ['approve(address,uint256)'],
      reads: {
        balanceOf: call(v.curve3crv, tokenAbi, 'balanceOf', [PROBE]),
        allowance: call(v.curve3crv, tokenAbi, 'allowance', [PROBE, v.convexBooster]),
      },
    }),
    e('Convex booster', v.convexBooster, {
      writes: catalogueContracts.convexBooster.functions,
      reads: {
        poolInfo: call(v.convexBooster, liveStateAbi, 'poolInfo', [v.convexPid]),
        isShutdown: call(v.convexBooster, liveStateAbi, 'isShutdown'),
      },
      inspect: (r) => {
        const info = readValue<readonly [Address, Address, Address, Address, Address, boolean]>(r, 'poolInfo')
        if (!info)
          return [{ check: `pool ${v.convexPid}`, status: 'fail', detail: 'poolInfo did not answer' }]
        const findings: Finding[] = [
          !sameAddress(info[0], v.curve3crv)
            ? {
                check: `pool ${v.convexPid}`,
                status: 'fail',
                detail: `LP token ${short(info[0])}, the catalogue says 3Crv ${short(v.curve3crv)}`,
              }
            : !sameAddress(info[3], v.convexRewardPool)
              ? {
                  check: `pool ${v.convexPid}`,
                  status: 'fail',
                  detail: `reward pool ${short(info[3])}, the catalogue says ${short(v.convexRewardPool)}`,
                }
              : { check: `pool ${v.convexPid}`, status: 'ok', detail: `3Crv, reward pool ${short(info[3])}` },
        ]
        const shut = [
          readValue<boolean>(r, 'isShutdown') && 'the booster',
          info[5] && `pool ${v.convexPid}`,
        ].filter(Boolean)
        findings.push(
          shut.length
            ? {
                check: 'shutdown',
                status: 'warn',
                detail: `${shut.join(' and ')} shut down: deposits revert`,
              }
            : { check: 'shutdown', status: 'ok', detail: 'open' },
        )
        return findings
      },
    }),
    e('Convex reward pool', v.convexRewardPool, {
      writes: catalogueContracts.convexRewardPool.functions,
      reads: {
        balanceOf: call(v.convexRewardPool, convexRewardPoolAbi, 'balanceOf', [PROBE]),
        earned: call(v.convexRewardPool, convexRewardPoolAbi, 'earned', [PROBE]),
        rewardRate: call(v.convexRewardPool, convexRewardPoolAbi, 'rewardRate'),
        periodFinish: call(v.convexRewardPool, convexRewardPoolAbi, 'periodFinish'),
        totalSupply: call(v.convexRewardPool, convexRewardPoolAbi, 'totalSupply'),
      },
      inspect: (r, { blockTimestamp }) => {
        const finish = readValue<bigint>(r, 'periodFinish')
        const rate = readValue<bigint>(r, 'rewardRate')
        if (finish === undefined || rate === undefined) return []
        return [
          finish <= blockTimestamp || rate === 0n
            ? {
                check: 'CRV rewards',
                status: 'warn',
                detail: 'the reward period has ended: the APY is the base only',
              }
            : {
                check: 'CRV rewards',
                status: 'ok',
                detail: `${formatUnits(rate * 86_400n, 18)} CRV a day until ${new Date(Number(finish) * 1000).toISOString().slice(0, 16)} UTC`,
              },
        ]
      },
    }),
    e('Convex CVX', v.cvx, {
      reads: { totalSupply: call(v.cvx, convexTokenAbi, 'totalSupply') },
      optionalReads: {
        totalCliffs: call(v.cvx, cvxScheduleAbi, 'totalCliffs'),
        reductionPerCliff: call(v.cvx, cvxScheduleAbi, 'reductionPerCliff'),
        maxSupply: call(v.cvx, cvxScheduleAbi, 'maxSupply'),
      },
      inspect: (r) => {
        const findings: Finding[] = []
        const schedule = [
          ['totalCliffs', CVX_TOTAL_CLIFFS],
          ['reductionPerCliff', CVX_REDUCTION_PER_CLIFF],
          ['maxSupply', CVX_MAX_SUPPLY],
        ] as const
        for (const [key, expected] of schedule) {
          const value = readValue<bigint>(r, key)
          if (value !== undefined && value !== expected)
            findings.push({
              check: key,
              status: 'fail',
              detail: `${value}, the app computes with ${expected}`,
            })
        }
        const supply = readValue<bigint>(r, 'totalSupply')
        if (supply !== undefined) {
          const cliff = supply / CVX_REDUCTION_PER_CLIFF
          findings.push(
            cliff >= CVX_TOTAL_CLIFFS
              ? { check: 'CVX per CRV', status: 'warn', detail: 'past the last cliff: no CVX is minted' }
              : {
                  check: 'CVX per CRV',
                  status: 'ok',
                  detail: `${Number(CVX_TOTAL_CLIFFS - cliff) / Number(CVX_TOTAL_CLIFFS)} (cliff ${cliff})`,
                },
          )
        }
        return findings
      },
    }),
    e('Yearn v3 yvUSDC-1', v.yearnUsdcVault, {
      writes: catalogueContracts.yearnUsdc.functions,
      reads: {
        pricePerShare: call(v.yearnUsdcVault, yearnAbi, 'pricePerShare'),
        convertToAssets: call(v.yearnUsdcVault, erc4626Abi, 'convertToAssets', [10n ** 6n]),
        previewDeposit: call(v.yearnUsdcVault, erc4626Abi, 'previewDeposit', [10n ** 6n]),
        previewWithdraw: call(v.yearnUsdcVault, erc4626Abi, 'previewWithdraw', [10n ** 6n]),
        balanceOf: call(v.yearnUsdcVault, erc4626Abi, 'balanceOf', [PROBE]),
        maxDeposit: call(v.yearnUsdcVault, liveStateAbi, 'maxDeposit', [PROBE]),
        maxWithdraw: call(v.yearnUsdcVault, liveStateAbi, 'maxWithdraw', [PROBE, 1n, []]),
        maxRedeem: call(v.yearnUsdcVault, liveStateAbi, 'maxRedeem', [PROBE, 1n, []]),
        asset: call(v.yearnUsdcVault, vaultExtrasAbi, 'asset'),
        apiVersion: call(v.yearnUsdcVault, vaultExtrasAbi, 'apiVersion'),
      },
      // VaultV3 from 3.0.2 may hand the limit to a deposit_limit_module: maxDeposit is what binds.
      optionalReads: { deposit_limit: call(v.yearnUsdcVault, vaultExtrasAbi, 'deposit_limit') },
      inspect: (r) => {
        const room = readValue<bigint>(r, 'maxDeposit')
        return [
          pointsAt('asset', r, 'asset', t.USDC, 'USDC'),
          room === 0n
            ? { check: 'deposit limit', status: 'warn', detail: 'full: maxDeposit is 0, deposits revert' }
            : {
                check: 'deposit limit',
                status: 'ok',
                detail: `${room === undefined ? 'maxDeposit unread' : room >= 10n ** 30n ? 'no limit' : `room for ${formatRoom(room)} USDC`} (deposit_limit ${limitText(readValue<bigint>(r, 'deposit_limit'))}, API ${readValue<string>(r, 'apiVersion') ?? '?'})`,
              },
        ]
      },
    }),
  ]
  if (v.beefyVault)
    targets.push(
      e('Beefy vault', v.beefyVault, {
        writes: catalogueContracts.beefyVault.functions,
        reads: {
          getPricePerFullShare: call(v.beefyVault, beefyAbi, 'getPricePerFullShare'),
          balanceOf: call(v.beefyVault, beefyAbi, 'balanceOf', [PROBE]),
          want: call(v.beefyVault, vaultExtrasAbi, 'want'),
        },
        inspect: (r) => [pointsAt('want', r, 'want', t.USDC, 'USDC')],
      }),
    )
  return targets
}

function limitText(limit: bigint | undefined): string {
  return limit === undefined ? 'not read' : formatRoom(limit)
}

function formatRoom(base: bigint): string {
  return base >= 10n ** 30n ? 'unlimited' : (base / 10n ** 6n).toLocaleString('en-US')
}

import { type Abi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { reserveFlags } from '../../scripts/verifyMainnet/aaveTargets'
import { parseVerifyArgs } from '../../scripts/verifyMainnet/args'
import { addressInSlot, dispatcherSelectors, minimalProxyTarget } from '../../scripts/verifyMainnet/bytecode'
import { duration, feedTargets, poolAddress } from '../../scripts/verifyMainnet/commonTargets'
import { main } from '../../scripts/verifyMainnet/main'
import { formatSummary } from '../../scripts/verifyMainnet/table'
import { catalogueRows, catalogueTargets } from '../../scripts/verifyMainnet/targets'
import { morphoMarketId } from '../../scripts/verifyMainnet/vaultTargets'
import { priceFeedAbi } from '../../src/chain/abis'
import { type FeedSymbol, mainnetProfile, mainnetVaults } from '../../src/chain/profile'
import { aaveDataProviderAbi, aaveOracleAbi, aavePoolAbi } from '../../src/chain/protocols/aaveLendingAbis'
import * as protocolAbis from '../../src/chain/protocols/abis'
import { curveSwapAbi, uniswapPoolAbi } from '../../src/chain/swap/abis'
import { catalogueMorphoMarket } from '../../src/domain/catalogue/morphoMarket'
import { uniswapV3 } from '../../src/domain/catalogue/swapVenues'

describe('verify:mainnet, the parts that need no chain', () => {
  it('finds the selectors a dispatcher pushes, padding short pushes and skipping push data', () => {
    // PUSH4 a9059cbb · PUSH3 fdd58e (a selector with a leading zero byte) · PUSH32 whose data holds 63 095ea7b3
    const code = `0x63a9059cbb1462fdd58e7f${'63095ea7b3'.padEnd(64, '0')}00` as const
    const found = dispatcherSelectors(code)
    expect(found.has(toFunctionSelector('transfer(address,uint256)'))).toBe(true)
    expect(found.has('0x00fdd58e')).toBe(true)
    expect(found.has(toFunctionSelector('approve(address,uint256)'))).toBe(false)
  })

  it('follows a minimal proxy and an implementation slot, and nothing else', () => {
    const target = 'bebc44782c7db0a1a60cb6fe97d0b483032ff1c7'
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d73${target}5af43d82803e903d91602b57fd5bf3`)).toBe(
      '0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7',
    )
    expect(minimalProxyTarget(`0x363d3d373d3d3d363d73${target}5af43d82803e903d91602b57fd5bf300`)).toBeNull()
    expect(addressInSlot(`0x${'0'.repeat(24)}${target}`)).toBe('0xbEbc44782C7dB0a1A60Cb6fe97d0b483032FF1C7')
    expect(addressInSlot(`0x${'0'.repeat(64)}`)).toBeNull()
    expect(addressInSlot(`0x${'1'.repeat(64)}`)).toBeNull()
    expect(addressInSlot('0x0')).toBeNull()
  })

  it('recomputes the catalogue Morpho market id from its parameters (0xfd8493…e86f, ADDRESSES.md)', () => {
    expect(morphoMarketId(catalogueMorphoMarket)).toBe(mainnetVaults.morphoDaiMarket.id)
    expect(morphoMarketId({ ...catalogueMorphoMarket, lltv: 860_000_000_000_000_000n })).not.toBe(
      mainnetVaults.morphoDaiMarket.id,
    )
  })

  it("puts Ethereum's USDC/USDT 0.01 % pool where Uniswap's factory did (0x3416…27C6)", () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
    expect(poolAddress(usdc, usdt, 100)).toBe('0x3416cF6C708Da44DB2624D63ea0AAef7113527C6')
    expect(poolAddress(usdt, usdc, 100)).toBe(poolAddress(usdc, usdt, 100))
    expect(uniswapV3.factory).toBe('0x1F98431c8aD98523631AE4a59f267346ea31F984')
  })

  it("reads an Aave reserve's flags and caps from its configuration bits", () => {
    const configuration =
      (6n << 48n) |
      (1n << 56n) |
      (1n << 57n) |
      (1n << 58n) |
      (4_000_000n << 80n) |
      (5_000_000n << 116n) |
      (1n << 168n)
    expect(reserveFlags(configuration)).toEqual({
      decimals: 6,
      active: true,
      frozen: true,
      borrowing: true,
      paused: false,
      borrowCap: 4_000_000n,
      supplyCap: 5_000_000n,
      legacyEModeCategory: 1,
    })
  })

  it('reads its command line and refuses what it cannot read', () => {
    expect(
      parseVerifyArgs([
        '--profile',
        'devnet',
        '--rpc',
        '1=http://127.0.0.1:8545',
        '--rpc=polygon=https://x.example',
        '--network',
        '42161',
      ]),
    ).toEqual({
      profile: 'devnet',
      rpc: { ethereum: 'http://127.0.0.1:8545', polygon: 'https://x.example' },
      networks: ['arbitrum'],
    })
    expect(parseVerifyArgs([])).toEqual({ profile: 'mainnet', rpc: {}, networks: [] })
    expect(() => parseVerifyArgs(['--profile', 'testnet'])).toThrow(RangeError)
    expect(() => parseVerifyArgs(['--rpc', 'base=http://127.0.0.1:1'])).toThrow(/base: not one of/)
    expect(() => parseVerifyArgs(['--rpc', 'ethereum=ftp://x'])).toThrow(RangeError)
    expect(() => parseVerifyArgs(['--rpc'])).toThrow(/needs a value/)
    expect(() => parseVerifyArgs(['--verbose'])).toThrow(/unknown argument/)
  })

  it("fails a feed whose answer is older than its heartbeat, measured on the block's clock", () => {
    const profile = mainnetProfile({ keys: {}, userRpcUrls: {} })
    const eth = feedTargets(profile).find((t) => t.name === 'ETH/USD feed')
    const at = (updatedAt: bigint) =>
      eth?.inspect?.(
        {
          decimals: { ok: true, value: 8 },
          latestRoundData: { ok: true, value: [1n, 300_000_000_000n, updatedAt, updatedAt, 1n] },
        },
        { profile, network: 'ethereum', blockTimestamp: 1_800_000_000n },
      )
    expect(at(1_800_000_000n - 3_600n)).toEqual([
      { check: 'freshness', status: 'ok', detail: '3000 USD, updated 1 h ago (heartbeat 1 h)' },
    ])
    expect(at(1_800_000_000n - 3_601n)).toEqual([
      {
        check: 'freshness',
        status: 'fail',
        detail: 'stale: 3000 USD, updated 1 h ago (3601 s), heartbeat 1 h (3600 s)',
      },
    ])
    expect(at(1_800_000_000n - 40n * 86_400n)?.[0]?.detail).toBe(
      'stale: 3000 USD, updated 40 d ago (3456000 s), heartbeat 1 h (3600 s)',
    )
  })

  it("names WBTC's feed as the WBTC / BTC feed it is, and its answer in BTC", () => {
    const profile = mainnetProfile({ keys: {}, userRpcUrls: {} })
    const wbtc = { ['WBTC' as FeedSymbol]: '0xfdFD9C85aD200c506Cf9e21F1FD8dd01932FBB23' as const }
    const [target] = feedTargets({ ...profile, priceFeeds: { network: 'ethereum', feeds: wbtc } })
    expect(target?.name).toBe('WBTC/BTC feed')
    const findings = target?.inspect?.(
      {
        decimals: { ok: true, value: 8 },
        latestRoundData: { ok: true, value: [1n, 99_950_000n, 1_799_990_000n, 1_799_990_000n, 1n] },
      },
      { profile, network: 'ethereum', blockTimestamp: 1_800_000_000n },
    )
    expect(findings?.[0]?.detail).toBe('0.9995 BTC, updated 2 h 46 min ago (heartbeat 1 d)')
  })

  it('says how to use it, and exits 2 without reading anything, when its command line is wrong', async () => {
    const printed: string[] = []
    expect(await main(['--profile', 'testnet'], (text) => printed.push(text))).toBe(2)
    expect(printed.join('\n')).toMatch(/^--profile testnet: mainnet or devnet\nusage: npm run verify:mainnet/)
  })

  it("holds the mainnet profile to the key worker's catalogue, address by address", () => {
    const profile = mainnetProfile({ keys: {}, userRpcUrls: {} })
    const rows = catalogueRows(profile)
    expect(rows.map((r) => r.check)).toContain('convexRewardPool')
    expect(rows.filter((r) => r.status !== 'ok')).toEqual([])
    const moved = {
      ...profile,
      vaults: { ...profile.vaults, comet: '0x0000000000000000000000000000000000000001' as const },
    }
    expect(catalogueRows(moved).filter((r) => r.status === 'fail')).toEqual([
      {
        network: 'ethereum',
        contract: 'catalogue',
        check: 'comet',
        status: 'fail',
        detail:
          "the profile says 0x0000000000000000000000000000000000000001, the key worker's catalogue 0xc3d688B66703497DAA19211EEdff47f25384cdc3",
      },
    ])
    expect(catalogueRows({ ...profile, name: 'devnet' })).toEqual([])
  })

  it('says ages in the units that read best', () => {
    expect(duration(45n)).toBe('45 s')
    expect(duration(12_000n)).toBe('3 h 20 min')
    expect(duration(3_600n)).toBe('1 h')
    expect(duration(30n * 86_400n)).toBe('30 d')
    expect(duration(-5n)).toBe('0 s')
  })

  it('names every failed row again at the end', () => {
    const summary = formatSummary([
      { network: 'ethereum', contract: 'USDC', check: 'code', status: 'ok', detail: '' },
      {
        network: 'ethereum',
        contract: 'Compound v3 Comet',
        check: 'pauses',
        status: 'warn',
        detail: 'supply paused',
      },
      {
        network: 'polygon',
        contract: 'DAI',
        check: 'decimals',
        status: 'fail',
        detail: '6, the catalogue says 18',
      },
    ])
    expect(summary).toBe(
      '1 ok, 1 warnings, 1 failed\nFAIL polygon · DAI · decimals: 6, the catalogue says 18',
    )
  })

  it("calls every view function the app's protocol, lending, swap and feed ABIs declare, so a new read is checked too", () => {
    const targets = Object.values(catalogueTargets(mainnetProfile({ keys: {}, userRpcUrls: {} }))).flat()
    const called = new Set(
      targets.flatMap((t) =>
        Object.values({ ...t.reads, ...t.optionalReads }).map(
          (r) => `${r.functionName}(${selectorOf(r.abi, r.functionName)})`,
        ),
      ),
    )
    const appAbis: Abi[] = [
      aavePoolAbi,
      aaveDataProviderAbi,
      aaveOracleAbi,
      priceFeedAbi,
      curveSwapAbi,
      uniswapPoolAbi,
      ...Object.entries(protocolAbis)
        .filter(([name]) => !['erc20Abi', 'multicall3ReadsAbi', 'aavePoolAbi'].includes(name))
        .map(([, abi]) => abi as Abi),
    ]
    const views = appAbis.flatMap((abi) =>
      abi.flatMap((item) =>
        item.type === 'function' && (item.stateMutability === 'view' || item.stateMutability === 'pure')
          ? [`${item.name}(${toFunctionSelector(item)})`]
          : [],
      ),
    )
    expect(views.filter((v) => !called.has(v))).toEqual([])
  })
})

function selectorOf(abi: Abi, name: string): string {
  const item = abi.find((i) => i.type === 'function' && i.name === name)
  if (item?.type !== 'function') throw new Error(`no ${name} in its ABI`)
  return toFunctionSelector(item)
}

import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAbi } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { setAaveFaults } from '../../devnet/aaveFaults.mjs'
import { DEVNET_OWNER, setProtocolFaults } from '../../devnet/index.mjs'
import { mainnetVaults } from '../../src/chain/profile'
import { chain, devnetClient, isolateEachTest, manifest, send } from './helpers/devnet'

/**
 * `npm run verify:mainnet` run as a person runs it (node scripts/verify-mainnet.mjs), against this devnet
 * through `--profile devnet --manifest <the chain tests' manifest>`: no network is reachable here, and the
 * devnet places the catalogue's contracts at their mainnet addresses.
 */
const dir = mkdtempSync(join(tmpdir(), 'verify-mainnet-'))
const manifestPath = join(dir, 'manifest.json')
writeFileSync(manifestPath, JSON.stringify(manifest()))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Rows today's devnet fails for a reason outside this check (none since its Comet answers every read the app makes). */
const devnetGaps: string[] = []

type Run = { code: number; out: string; failed: string[]; warned: string[] }

function verify(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/verify-mainnet.mjs', '--profile', 'devnet', '--manifest', manifestPath, ...args],
      { cwd: process.cwd() },
      (error, stdout) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0
        const failed = [...stdout.matchAll(/^FAIL (.+?): /gm)].map((m) => m[1] ?? '')
        const warned = stdout
          .split('\n')
          .filter((line) => /^\S+\s{2,}.+\s{2,}WARN\s{2,}/.test(line))
          .map((line) =>
            line
              .split(/\s{2,}/)
              .slice(0, 3)
              .join(' · '),
          )
        resolve({ code, out: stdout, failed, warned })
      },
    )
  })
}

const ethereum = devnetClient(1)

/**
 * Caps a reserve's borrowing below what the devnet's seeded loans already owe, as Aave's risk admin can: through
 * the PoolConfigurator, sent as the devnet's pool admin (setAaveFaults has no borrow cap switch).
 */
async function setBorrowCap(symbol: string, cap: bigint) {
  const one = chain(1)
  const configurator = await ethereum.readContract({
    address: one.contracts.aavePoolAddressesProvider as `0x${string}`,
    abi: parseAbi(['function getPoolConfigurator() view returns (address)']),
    functionName: 'getPoolConfigurator',
  })
  await ethereum.impersonateAccount({ address: DEVNET_OWNER })
  await ethereum.setBalance({ address: DEVNET_OWNER, value: 10n ** 24n })
  await send(ethereum, DEVNET_OWNER, {
    address: configurator,
    abi: parseAbi(['function setBorrowCap(address asset, uint256 newBorrowCap)']),
    functionName: 'setBorrowCap',
    args: [one.tokens[symbol] as `0x${string}`, cap],
  })
}
const polygon = devnetClient(137)

describe('npm run verify:mainnet against the devnet profile', () => {
  isolateEachTest(ethereum, polygon)

  it('reads every catalogue contract on the four chains and finds them as the catalogue says', async () => {
    const run = await verify()
    expect(run.failed, run.out).toEqual(devnetGaps)
    expect(run.warned, run.out).toEqual([])
    expect(run.code).toBe(devnetGaps.length ? 1 : 0)
    for (const network of ['ethereum', 'polygon', 'arbitrum', 'optimism'])
      expect(run.out).toMatch(new RegExp(`^${network} +Multicall3 +code +ok`, 'm'))
    expect(run.out).toMatch(/^ethereum +Aave v3 Pool +version +ok +3\.0 /m)
    expect(run.out).toMatch(/^ethereum +Morpho Blue +market id +ok +0x[0-9a-f]{4}…[0-9a-f]{4} = keccak256/m)
    expect(run.out).toMatch(/^ethereum +Curve 3pool +coins +ok +DAI, USDC, USDT$/m)
    expect(run.out).toMatch(/^ethereum +ETH\/USD feed +freshness +ok /m)
    expect(run.out).toMatch(/^optimism +Uniswap v3 QuoterV2 +quote +ok +1 USDC → /m)
  })

  it('fails a price feed whose latest round is older than its heartbeat', async () => {
    // The devnet's fault switch: the feed stops as a Chainlink feed does when its nodes do, its last answer
    // made one second more than ETH / USD's hour before the current block.
    const { timestamp } = await ethereum.getBlock()
    await ethereum.impersonateAccount({ address: DEVNET_OWNER })
    await ethereum.setBalance({ address: DEVNET_OWNER, value: 10n ** 24n })
    await send(ethereum, DEVNET_OWNER, {
      address: chain(1).priceFeeds?.ETH as `0x${string}`,
      abi: parseAbi(['function setUpdatedAt(uint256 updatedAt)']),
      functionName: 'setUpdatedAt',
      args: [timestamp - 3_601n],
    })
    const run = await verify('--network', 'ethereum')
    expect(run.code).toBe(1)
    expect(run.failed).toEqual([...devnetGaps, 'ethereum · ETH/USD feed · freshness'])
    expect(run.out).toMatch(
      /FAIL ethereum · ETH\/USD feed · freshness: stale: 3000 USD, updated 1 h ago \(36\d\d s\), heartbeat 1 h \(3600 s\)/,
    )
  })

  it('fails, naming the row, when a catalogue address holds no code', async () => {
    await ethereum.setCode({ address: mainnetVaults.comet, bytecode: '0x' })
    const run = await verify()
    expect(run.code).toBe(1)
    expect(run.failed).toContain('ethereum · Compound v3 Comet · code')
    expect(run.out).toContain(`FAIL ethereum · Compound v3 Comet · code: no code at ${mainnetVaults.comet}`)
  })

  it("fails, naming the functions, when a catalogue address holds another contract's code", async () => {
    const beefy = chain(1).contracts.beefyVault as `0x${string}`
    const other = await ethereum.getCode({ address: beefy })
    await ethereum.setCode({ address: mainnetVaults.comet, bytecode: other ?? '0x' })
    const run = await verify('--network', 'ethereum')
    expect(run.code).toBe(1)
    expect(run.out).toContain(
      'FAIL ethereum · Compound v3 Comet · writes: not found: supply(address,uint256), withdraw(address,uint256)',
    )
    expect(run.failed).toContain('ethereum · Compound v3 Comet · base token')
  })

  it('reports a network without Multicall3 row by row instead of stopping', async () => {
    await polygon.setCode({ address: '0xcA11bde05977b3631167028862bE2a173976CA11', bytecode: '0x' })
    const run = await verify('--network', 'polygon')
    expect(run.code).toBe(1)
    expect(run.failed).toContain('polygon · Multicall3 · code')
    expect(run.failed).toContain('polygon · USDC · reads')
    expect(run.failed).not.toContain('polygon · endpoint · reachable')
    expect(run.out).toMatch(/^polygon +USDC +code +ok/m)
  })

  it('fails when a market in the profile is not the one its parameters name', async () => {
    const tampered = structuredClone(manifest())
    const market = tampered.chains['1']?.markets?.morphoDai as { lltv: string }
    market.lltv = '915000000000000000'
    const path = join(dir, 'tampered.json')
    writeFileSync(path, JSON.stringify(tampered))
    const run = await verify('--manifest', path)
    expect(run.code).toBe(1)
    expect(run.failed).toContain('ethereum · Morpho Blue · market id')
  })

  it('fails when the endpoint given for a network is another chain', async () => {
    const run = await verify('--network', 'ethereum', '--rpc', `ethereum=${chain(137).rpcUrl}`)
    expect(run.code).toBe(1)
    expect(run.failed).toEqual(['ethereum · endpoint · chain id'])
  })

  it('warns, without failing, of the live state the app handles: a pause, a frozen reserve, one at its supply or borrow cap, a full vault, a shut pool', async () => {
    const one = chain(1)
    await setProtocolFaults(one, {
      comet: { supplyPaused: true },
      yearn: { depositLimit: 0n },
      convex: { shutdown: true },
    })
    await setAaveFaults(one, { DAI: { frozen: true }, USDC: { supplyCap: 1n } })
    await setBorrowCap('LINK', 1n)
    const run = await verify('--network', 'ethereum')
    expect(run.failed).toEqual(devnetGaps)
    expect(run.warned.sort()).toEqual(
      [
        'ethereum · Compound v3 Comet · pauses',
        'ethereum · Yearn v3 yvUSDC-1 · deposit limit',
        'ethereum · Convex booster · shutdown',
        'ethereum · Aave v3 Pool · reserve DAI',
        'ethereum · Aave v3 Pool · reserve USDC',
        'ethereum · Aave v3 Pool · reserve LINK',
      ].sort(),
    )
    expect(run.out).toMatch(/Compound v3 Comet +pauses +WARN +supply paused/)
    expect(run.out).toMatch(/Aave v3 Pool +reserve DAI +WARN +frozen;/)
    expect(run.out).toMatch(/Aave v3 Pool +reserve USDC +WARN +at its supply cap; supply cap 1,/)
    expect(run.out).toMatch(
      /Aave v3 Pool +reserve LINK +WARN +at its borrow cap; supply cap \d+, borrow cap 1,/,
    )
  })
})

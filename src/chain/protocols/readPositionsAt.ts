import type { PublicClient } from 'viem'
import { type ProtocolId, protocolIds } from '../../domain/catalogue/protocols'
import type { TokenKey } from '../../domain/catalogue/tokens'
import {
  curveLpInUsdc,
  morphoSupplyAssets,
  valueAtSharePrice,
  vaultReceipts,
} from '../../domain/vaults/positionValue'
import type { Address, ChainProfile } from '../profile'
import { decodePosition, positionCalls } from './aavePosition'
import {
  beefyAbi,
  cometAbi,
  convexRewardPoolAbi,
  curve3poolAbi,
  erc20Abi,
  erc4626Abi,
  morphoAbi,
  sUSDeAbi,
} from './abis'
import { aggregate3, type BatchCall, type BatchResult, decodeBatchResult } from './aggregate3'
import { isMorphoMarketConfigured } from './morpho'

/** One protocol position at a block, in its asset's base units as the protocol counts it then. */
export type ProtocolPosition = {
  protocol: ProtocolId
  /** A deposit (a vault's receipt, Aave's supply) or a debt (Aave's borrow: what a full repay would take). */
  kind: 'deposit' | 'debt'
  /** The asset the position is counted in (USDC, DAI, USDe; WETH, WBTC, LINK on Aave), on Ethereum. */
  asset: TokenKey
  /** Always positive; a debt is subtracted by whoever adds it up. */
  amount: bigint
  /** The receipt the wallet holds for it (aUSDC, sUSDe, yvUSDC-1…), null where there is none. */
  receipt: string | null
  /** Aave: the supply counts as the loan's collateral. */
  collateral?: boolean
  /** Ethena: USDe in the cooldown, waiting to be claimed. */
  cooldown?: boolean
}

/** Every position read, and the protocols whose read failed at that block (their positions are unknown). */
export type PositionsAt = { positions: ProtocolPosition[]; unread: ProtocolId[] }

/** A call's answer: nothing there (no contract at that block: nothing held), failed, or its value. */
type Answer<T> = { state: 'absent' } | { state: 'failed' } | { state: 'ok'; value: T }

function answerOf<T>(calls: readonly BatchCall[], results: readonly BatchResult[], i: number): Answer<T> {
  const r = results[i]
  if (r?.success && r.returnData === '0x') return { state: 'absent' }
  const value = decodeBatchResult(calls, results, i)
  return value === undefined ? { state: 'failed' } : { state: 'ok', value: value as T }
}

/** The vaults other than Aave, whose receipts are read one by one. */
type Vault = keyof typeof vaultReceipts

/** One vault holding: its receipt, its asset, and what the shares are worth in it. */
type VaultRead = { protocol: Vault; receipt: string; asset: TokenKey; value: bigint }

/**
 * Every position of `address` in the eight protocols at `blockNumber`, valued in the underlying at that block:
 * Aave v3 (each reserve's supply, from its aToken, and its debt, stable and variable), Morpho Blue's DAI market
 * (interest accrued to that block in the same call, so it is what the protocol would pay then), Ethena sUSDe
 * (convertToAssets of the shares, plus USDe in the cooldown), Compound v3 (balanceOf, interest included),
 * Curve 3pool and Convex (3Crv at the virtual price), Yearn v3 (convertToAssets) and Beefy (the price per full
 * share). One Multicall3 request at that block, and a second at the same block only when an ERC-4626 vault
 * holds shares (convertToAssets of the exact shares). A contract that did not exist yet holds nothing; a
 * protocol whose read failed is listed in `unread`, never counted as zero.
 * @throws when a request fails (the node keeps no state that old, or does not answer).
 * @example const { positions } = await readPositionsAt(client, { profile, address, blockNumber: 23_000_000n })
 */
export async function readPositionsAt(
  client: PublicClient,
  args: { profile: ChainProfile; address: Address; blockNumber: bigint },
): Promise<PositionsAt> {
  const { profile, address: me, blockNumber } = args
  const v = profile.vaults
  const multicall3 = profile.networks.ethereum.multicall3
  const aave = positionCalls(profile, me)
  const calls: BatchCall[] = [...aave]
  const at = (call: BatchCall) => calls.push(call) - 1
  const balance = (target: Address) => at({ target, abi: erc20Abi, functionName: 'balanceOf', args: [me] })
  const morpho = isMorphoMarketConfigured(v.morphoDaiMarket)
  const { id: marketId, ...marketParams } = v.morphoDaiMarket
  const i = {
    susde: balance(v.sUSDe),
    cooldown: at({ target: v.sUSDe, abi: sUSDeAbi, functionName: 'cooldowns', args: [me] }),
    yearn: balance(v.yearnUsdcVault),
    comet: at({ target: v.comet, abi: cometAbi, functionName: 'balanceOf', args: [me] }),
    lp: balance(v.curve3crv),
    vp: at({ target: v.curve3pool, abi: curve3poolAbi, functionName: 'get_virtual_price' }),
    staked: at({
      target: v.convexRewardPool,
      abi: convexRewardPoolAbi,
      functionName: 'balanceOf',
      args: [me],
    }),
    beefy: v.beefyVault ? balance(v.beefyVault) : -1,
    beefyPrice: v.beefyVault
      ? at({ target: v.beefyVault, abi: beefyAbi, functionName: 'getPricePerFullShare' })
      : -1,
    // Accrue first, in the same call: the totals read next are the ones a withdraw at that block would use.
    accrue: morpho
      ? at({ target: v.morphoBlue, abi: morphoAbi, functionName: 'accrueInterest', args: [marketParams] })
      : -1,
    position: morpho
      ? at({ target: v.morphoBlue, abi: morphoAbi, functionName: 'position', args: [marketId, me] })
      : -1,
    market: morpho
      ? at({ target: v.morphoBlue, abi: morphoAbi, functionName: 'market', args: [marketId] })
      : -1,
  }
  const results = await aggregate3(client, multicall3, calls, blockNumber)
  const answer = <T>(index: number): Answer<T> =>
    index < 0 ? { state: 'absent' } : answerOf<T>(calls, results, index)
  /** A value, 0 when its contract did not exist, null when the read failed. */
  const big = (index: number): bigint | null => {
    const a = answer<bigint>(index)
    return a.state === 'ok' ? a.value : a.state === 'absent' ? 0n : null
  }

  const unread = new Set<ProtocolId>()
  const reads: VaultRead[] = []
  /** Adds a vault's position when it holds shares; a failed read of what it holds or is worth is unread. */
  const vault = (protocol: Vault, shares: bigint | null, value: () => bigint | null) => {
    if (shares === null) return unread.add(protocol)
    if (shares === 0n) return
    const worth = value()
    if (worth === null) return unread.add(protocol)
    reads.push({ protocol, ...vaultReceipts[protocol], value: worth })
  }

  const vp = big(i.vp)
  vault('compound', big(i.comet), () => big(i.comet))
  vault('curve', big(i.lp), () => (vp === null ? null : curveLpInUsdc(big(i.lp)!, vp)))
  vault('convex', big(i.staked), () => (vp === null ? null : curveLpInUsdc(big(i.staked)!, vp)))
  const beefyPrice = big(i.beefyPrice)
  vault('beefy', big(i.beefy), () =>
    beefyPrice === null ? null : valueAtSharePrice(big(i.beefy)!, beefyPrice),
  )
  if (morpho) {
    const position = answer<readonly bigint[]>(i.position)
    const market = answer<readonly bigint[]>(i.market)
    const accrued = answer(i.accrue).state !== 'failed'
    const shares =
      position.state === 'ok' ? (position.value[0] ?? 0n) : position.state === 'absent' ? 0n : null
    vault('morpho', shares, () =>
      market.state === 'ok' && accrued
        ? morphoSupplyAssets(shares!, market.value[0]!, market.value[1]!)
        : null,
    )
  }

  // ERC-4626 shares are valued with the vault's own convertToAssets of the exact shares, at the same block.
  const erc4626 = [
    { protocol: 'ethena' as const, target: v.sUSDe, shares: big(i.susde) },
    { protocol: 'yearn' as const, target: v.yearnUsdcVault, shares: big(i.yearn) },
  ]
  const held = erc4626.filter((e) => e.shares !== null && e.shares > 0n)
  for (const e of erc4626) if (e.shares === null) unread.add(e.protocol)
  if (held.length > 0) {
    const convert = held.map(
      (e): BatchCall => ({
        target: e.target,
        abi: erc4626Abi,
        functionName: 'convertToAssets',
        args: [e.shares],
      }),
    )
    const converted = await aggregate3(client, multicall3, convert, blockNumber)
    held.forEach((e, k) => {
      const assets = answerOf<bigint>(convert, converted, k)
      vault(e.protocol, e.shares, () => (assets.state === 'ok' ? assets.value : null))
    })
  }

  const positions: ProtocolPosition[] = reads.map(({ protocol, receipt, asset, value }) => ({
    protocol,
    kind: 'deposit',
    asset,
    amount: value,
    receipt,
  }))
  const cooldown = answer<readonly [bigint, bigint]>(i.cooldown)
  if (cooldown.state === 'failed') unread.add('ethena')
  if (cooldown.state === 'ok' && cooldown.value[1] > 0n)
    positions.push({
      protocol: 'ethena',
      kind: 'deposit',
      asset: vaultReceipts.ethena.asset,
      amount: cooldown.value[1],
      receipt: null,
      cooldown: true,
    })

  const aaveResults = results.slice(0, aave.length)
  const reserveFailed = aave.some(
    (c, k) => c.functionName === 'getUserReserveData' && aaveResults[k]?.success === false,
  )
  let loan: ReturnType<typeof decodePosition> | null = null
  try {
    loan = reserveFailed ? null : decodePosition(aave, aaveResults)
  } catch (error) {
    console.warn('[export] Aave position unreadable at that block', error)
  }
  if (!loan) unread.add('aave')
  for (const r of loan?.reserves ?? []) {
    if (r.supplied > 0n)
      positions.push({
        protocol: 'aave',
        kind: 'deposit',
        asset: r.asset,
        amount: r.supplied,
        receipt: `a${r.asset}`,
        collateral: r.collateral,
      })
    if (r.debt > 0n)
      positions.push({ protocol: 'aave', kind: 'debt', asset: r.asset, amount: r.debt, receipt: null })
  }

  const order = (p: ProtocolPosition) => protocolIds.indexOf(p.protocol) * 2 + (p.kind === 'debt' ? 1 : 0)
  return {
    positions: positions.sort((a, b) => order(a) - order(b)),
    unread: protocolIds.filter((p) => unread.has(p)),
  }
}

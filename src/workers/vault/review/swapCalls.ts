import { curve3poolCoins } from '../../../domain/catalogue/contracts'
import { networkIds, networks } from '../../../domain/catalogue/networks'
import {
  CURVE_EXCHANGE,
  MAX_SLIPPAGE_BPS,
  minimumReceived,
  UNISWAP_EXACT_INPUT_SINGLE,
  UNISWAP_MULTICALL,
  UNISWAP_UNWRAP_WETH9,
  uniswapV3,
  WRAP_DEPOSIT,
  WRAP_WITHDRAW,
  wrapDirection,
  wrappedNative,
} from '../../../domain/catalogue/swapVenues'
import { type TokenKey, tokens } from '../../../domain/catalogue/tokens'
import { UnsafeTransactionError } from '../../../domain/errors'
import type { PlanForReview } from '../../vaultApi'
import { type PolicyToken, policyTokenAddress, type SigningPolicy, selectorOf } from '../signingPolicy'
import type { DecodedCall } from './decodeCall'
import { Words } from './words'

/**
 * A swap as the worker reads it from the calldata (issue 43): which venue, what goes in, what must come out
 * at least, and who gets it. Addresses are lowercase.
 */
export type SwapCall = {
  kind: 'swap'
  venue: 'uniswapV3' | 'curve3pool' | 'wrap'
  /** The contract called: Uniswap's SwapRouter, Curve's 3pool, or the wrapped native coin (a wrap or unwrap). */
  router: string
  tokenIn: string
  tokenOut: string
  amountIn: bigint
  /** `amountOutMinimum` / `min_dy`: below it the swap reverts. */
  minOut: bigint
  /** Native coin sent along (the router wraps it): only for a swap from the native coin, equal to amountIn. */
  value: bigint
  /** A swap to the native coin: the router unwraps what the swap brought (at least minOut) to the wallet. */
  nativeOut?: true
}

/** How a wrap or unwrap names the native coin among its tokens (it has no address of its own). */
export const NATIVE_COIN = '0x0000000000000000000000000000000000000000'

const refuse = (details: string) => new UnsafeTransactionError({ details })

const APPROVE = selectorOf('approve(address,uint256)')
const EXACT_INPUT_SINGLE = selectorOf(UNISWAP_EXACT_INPUT_SINGLE)
const EXCHANGE = selectorOf(CURVE_EXCHANGE)
const MULTICALL = selectorOf(UNISWAP_MULTICALL)
const UNWRAP_WETH9 = selectorOf(UNISWAP_UNWRAP_WETH9)
const DEPOSIT = selectorOf(WRAP_DEPOSIT)
const WITHDRAW = selectorOf(WRAP_WITHDRAW)
const UNLIMITED = 2n ** 128n
const ROUTER = uniswapV3.swapRouter.toLowerCase()

/** The wrapped native coin of a chain (lowercase), or null off the four networks. */
function wrappedOn(chainId: number): string | null {
  const network = networkIds.find((id) => networks[id].chainId === chainId)
  return network ? wrappedNative[network].address.toLowerCase() : null
}

/** Curve 3pool's address on this chain under the policy, or null (Ethereum only). */
function curvePool(policy: SigningPolicy, chainId: number): string | null {
  for (const c of policy.contracts.get(chainId)?.values() ?? []) if (c.id === 'curve3pool') return c.address
  return null
}

/** A token the swap may take or give: a catalogue token of the chain, or its wrapped native coin. */
function swapToken(policy: SigningPolicy, chainId: number, address: string | null, role: string): string {
  const known = address ? policy.tokens.get(chainId)?.get(address) : undefined
  if (address && known && known.key !== 'curve3crv') return address
  if (address && address === wrappedOn(chainId)) return address
  throw refuse(`swap ${role} ${address ?? 'malformed'} outside the catalogue`)
}

/**
 * Uniswap's exactInputSingle from its 8 argument words: catalogue tokens (or the wrapped native coin), a real fee
 * tier, paying `payee` (the wallet; the router itself inside a swap to the native coin), no price limit, and native
 * coin sent along only as exactly the amount of a swap from the wrapped native coin.
 */
function exactInputSingle(
  policy: SigningPolicy,
  chainId: number,
  w: Words,
  payee: string,
  value: bigint,
): SwapCall {
  if (w.count !== 8) throw refuse(`exactInputSingle: ${w.count} argument words`)
  const tokenIn = swapToken(policy, chainId, w.address(0), 'token in')
  const tokenOut = swapToken(policy, chainId, w.address(1), 'token out')
  if (tokenIn === tokenOut) throw refuse('a swap of a token for itself')
  if (!(uniswapV3.feeTiers as readonly number[]).includes(Number(w.uint(2))))
    throw refuse(`fee tier ${w.uint(2)} is not Uniswap's`)
  const recipient = w.address(3)
  if (recipient !== payee)
    throw refuse(
      `the swap pays ${recipient ?? 'malformed'}, not ${payee === ROUTER ? 'the router itself' : 'the wallet'}`,
    )
  if (w.uint(7) !== 0n) throw refuse('a swap with a price limit (a partial fill)')
  const amountIn = w.uint(5)
  if (amountIn === 0n || amountIn >= UNLIMITED) throw refuse(`a swap of ${amountIn}`)
  if (value !== 0n && (value !== amountIn || tokenIn !== wrappedOn(chainId)))
    throw refuse(`value ${value} sent along a swap of ${amountIn} of ${tokenIn}`)
  return {
    kind: 'swap',
    venue: 'uniswapV3',
    router: ROUTER,
    tokenIn,
    tokenOut,
    amountIn,
    minOut: w.uint(6),
    value,
  }
}

/**
 * The two calls of a router multicall, each as lowercase hex with 0x, from the ABI encoding of one `bytes[]` of
 * length 2 laid out the canonical way (offsets in order, no gaps, zero padding); anything else is refused.
 */
function twoCalls(args: string): [string, string] {
  const bad = () => refuse('malformed multicall arguments')
  if (!/^(?:[0-9a-f]{64})*$/.test(args)) throw bad()
  const word = (i: number) => BigInt(`0x${args.slice(i * 64, (i + 1) * 64) || 'x'}`)
  try {
    if (word(0) !== 32n || word(1) !== 2n) throw bad()
    // The array's contents start at word 2: two offsets, then each element as its length and padded bytes.
    let at = 4
    const out: string[] = []
    for (const i of [0, 1]) {
      if (word(2 + i) !== BigInt((at - 2) * 32)) throw bad()
      const length = Number(word(at))
      const padded = Math.ceil(length / 32) * 64
      const body = args.slice((at + 1) * 64, (at + 1) * 64 + padded)
      if (body.length !== padded || /[^0]/.test(body.slice(length * 2))) throw bad()
      out.push(`0x${body.slice(0, length * 2)}`)
      at += 1 + padded / 64
    }
    if (at * 64 !== args.length) throw bad()
    return [out[0] as string, out[1] as string]
  } catch (error) {
    if (error instanceof UnsafeTransactionError) throw error
    throw bad()
  }
}

/**
 * Reads a swap venue's call, or an approval to a swap venue, from its calldata; null for any other call (then
 * decodeCall reads it as before). Refused: a router or pool outside the catalogue (only the canonical Uniswap v3
 * SwapRouter and the catalogue's Curve 3pool swap), a recipient other than the wallet, a price limit (a partial
 * fill would leave an allowance behind), tokens outside the catalogue, native coin sent along anything but a
 * swap from the wrapped native coin for exactly its amount in, an unlimited approval; a router multicall other
 * than exactInputSingle paying the router itself then unwrapWETH9 to the wallet (a swap to the native coin); a
 * WETH9 deposit or withdraw anywhere but the catalogue's wrapped native coin of the chain.
 * @example decodeSwapCall(policy, { chainId: 1, from }, { to: router, value: 0n, data }) // { kind: 'swap', … }
 */
export function decodeSwapCall(
  policy: SigningPolicy,
  at: { chainId: number; from: string },
  call: { to: string; value: bigint; data?: string },
): SwapCall | Extract<DecodedCall, { kind: 'approve' }> | null {
  const to = call.to.toLowerCase()
  const data = (call.data ?? '0x').toLowerCase()
  if (data.length < 10) return null
  const selector = data.slice(0, 10)
  const curve = curvePool(policy, at.chainId)
  const isVenue = (address: string | null) => address === ROUTER || (curve !== null && address === curve)
  const words = () => {
    try {
      return new Words(data.slice(10))
    } catch {
      throw refuse('malformed swap arguments')
    }
  }
  const from = at.from.toLowerCase()
  if (selector === APPROVE) {
    const w = words()
    const spender = w.count === 2 ? w.address(0) : null
    // Only approvals to the router are this file's: Curve's pool is already a catalogue spender.
    if (spender !== ROUTER) return null
    if (call.value !== 0n) throw refuse('value sent along an approve')
    const token = policy.tokens.get(at.chainId)?.get(to)
    if (!token || token.key === 'curve3crv')
      throw refuse(`approve to the swap router on a token outside the catalogue: ${to}`)
    const amount = w.uint(1)
    if (amount >= UNLIMITED) throw refuse(`an unlimited approve (${amount}) to the swap router`)
    return { kind: 'approve', token: token as PolicyToken, spender, amount }
  }
  if (selector === EXACT_INPUT_SINGLE) {
    if (to !== ROUTER) throw refuse(`a swap on ${to}, which is not the catalogue's Uniswap v3 router`)
    return exactInputSingle(policy, at.chainId, words(), from, call.value)
  }
  if (selector === MULTICALL) {
    if (to !== ROUTER) throw refuse(`a multicall on ${to}, which is not the catalogue's Uniswap v3 router`)
    if (call.value !== 0n) throw refuse('value sent along a swap to the native coin')
    const [swapData, unwrapData] = twoCalls(data.slice(10))
    if (swapData.slice(0, 10) !== EXACT_INPUT_SINGLE || unwrapData.slice(0, 10) !== UNWRAP_WETH9)
      throw refuse('a router multicall is exactInputSingle then unwrapWETH9, nothing else')
    const read = (hex: string) => {
      try {
        return new Words(hex)
      } catch {
        throw refuse('malformed swap arguments')
      }
    }
    // The swap pays the router itself, which then unwraps everything it holds to the wallet.
    const swap = exactInputSingle(policy, at.chainId, read(swapData.slice(10)), ROUTER, 0n)
    if (swap.tokenOut !== wrappedOn(at.chainId))
      throw refuse(`a swap to the native coin gives ${swap.tokenOut}, not the wrapped native coin`)
    const u = read(unwrapData.slice(10))
    if (u.count !== 2) throw refuse(`unwrapWETH9: ${u.count} argument words`)
    const recipient = u.address(1)
    if (recipient !== from) throw refuse(`unwrapWETH9 pays ${recipient ?? 'malformed'}, not the wallet`)
    // The least the wallet can get: the lower of the swap's minimum and the unwrap's (both bigints).
    let minOut = swap.minOut
    if (u.uint(0) < minOut) minOut = u.uint(0)
    return { ...swap, minOut, nativeOut: true }
  }
  // The wrapped native coin's own deposit and withdraw (WETH9): a wrap or unwrap, 1:1.
  if (to === wrappedOn(at.chainId) && (selector === DEPOSIT || selector === WITHDRAW)) {
    if (selector === DEPOSIT) {
      if (data.length !== 10) throw refuse('deposit() with arguments')
      if (call.value === 0n || call.value >= UNLIMITED) throw refuse(`a wrap of ${call.value}`)
      return {
        kind: 'swap',
        venue: 'wrap',
        router: to,
        tokenIn: NATIVE_COIN,
        tokenOut: to,
        amountIn: call.value,
        minOut: call.value,
        value: call.value,
      }
    }
    if (call.value !== 0n) throw refuse('value sent along an unwrap')
    const w = words()
    if (w.count !== 1) throw refuse(`withdraw: ${w.count} argument words`)
    const amount = w.uint(0)
    if (amount === 0n || amount >= UNLIMITED) throw refuse(`an unwrap of ${amount}`)
    return {
      kind: 'swap',
      venue: 'wrap',
      router: to,
      tokenIn: to,
      tokenOut: NATIVE_COIN,
      amountIn: amount,
      minOut: amount,
      value: 0n,
    }
  }
  if (selector === EXCHANGE && isVenue(to) && to === curve) {
    if (call.value !== 0n) throw refuse('value sent along a Curve exchange')
    const w = words()
    if (w.count !== 4) throw refuse(`exchange: ${w.count} argument words`)
    const coin = (i: number) => {
      const index = w.uint(i)
      const key = index < BigInt(curve3poolCoins.length) ? curve3poolCoins[Number(index)] : undefined
      const address = key ? policyTokenAddress(policy, at.chainId, key) : null
      if (!address) throw refuse(`no 3pool coin ${index}`)
      return address
    }
    const tokenIn = coin(0)
    const tokenOut = coin(1)
    if (tokenIn === tokenOut) throw refuse('a swap of a token for itself')
    const amountIn = w.uint(2)
    if (amountIn === 0n || amountIn >= UNLIMITED) throw refuse(`a swap of ${amountIn}`)
    // Curve's exchange pays msg.sender: the wallet.
    return {
      kind: 'swap',
      venue: 'curve3pool',
      router: to,
      tokenIn,
      tokenOut,
      amountIn,
      minOut: w.uint(3),
      value: 0n,
    }
  }
  return null
}

/** The address a swap intent's token trades as on this chain: the catalogue's, or the wrapped coin for the native one. */
function tradedAs(policy: SigningPolicy, chainId: number, key: TokenKey): string | null {
  if (tokens[key].address === null) return wrappedOn(chainId)
  return policyTokenAddress(policy, chainId, key)
}

/**
 * A swap plan is exactly what the app builds (src/chain/swap/planSwap.ts): approvals of the token in to the
 * swap's venue (a reset to 0 first where the token needs it), exact for the swap; then ONE swap, the last step,
 * of the intent's amount of its token for its target token, paying the wallet, with a minimum no lower than
 * the reviewed quote less the stated slippage (at most 5 %).
 * @throws UnsafeTransactionError naming what was refused.
 */
export function checkSwapPlan(
  policy: SigningPolicy,
  plan: PlanForReview,
  decoded: readonly (DecodedCall | SwapCall)[],
): SwapCall {
  const { intent, chainId } = plan
  if (intent.kind !== 'swap') throw refuse('not a swap plan')
  if (
    !Number.isInteger(intent.slippageBps) ||
    intent.slippageBps < 0 ||
    intent.slippageBps > MAX_SLIPPAGE_BPS
  )
    throw refuse(`slippage ${intent.slippageBps} bps outside 0–${MAX_SLIPPAGE_BPS}`)
  const swaps = decoded.filter((c): c is SwapCall => c.kind === 'swap')
  const swap = swaps[0]
  if (swaps.length !== 1 || !swap || decoded.at(-1) !== swap)
    throw refuse('a swap plan ends with its one swap')
  const network = networkIds.find((id) => networks[id].chainId === chainId)
  const wrap = network ? wrapDirection(network, intent.tokenKey, intent.toTokenKey) : null
  if (wrap || swap.venue === 'wrap') return checkWrap(plan, decoded, swap, wrap)
  const tokenIn = tradedAs(policy, chainId, intent.tokenKey)
  const tokenOut = tradedAs(policy, chainId, intent.toTokenKey)
  if (swap.tokenIn !== tokenIn)
    throw refuse(`the swap takes ${swap.tokenIn}, the review shows ${intent.tokenKey}`)
  if (swap.tokenOut !== tokenOut)
    throw refuse(`the swap gives ${swap.tokenOut}, the review shows ${intent.toTokenKey}`)
  // To the native coin, the router must unwrap to the wallet; to a token, it must not.
  if ((tokens[intent.toTokenKey].address === null) !== (swap.nativeOut === true))
    throw refuse(
      `the swap gives ${swap.nativeOut ? 'the native coin' : swap.tokenOut}, the review shows ${intent.toTokenKey}`,
    )
  if (swap.amountIn !== intent.amount)
    throw refuse(`the swap takes ${swap.amountIn}, the review shows ${intent.amount}`)
  const native = tokens[intent.tokenKey].address === null
  if (native !== swap.value > 0n)
    throw refuse('native coin sent along a swap of a token, or missing from a swap of it')
  const least = minimumReceived(intent.quotedOut, intent.slippageBps)
  if (swap.minOut < least)
    throw refuse(
      `the swap accepts ${swap.minOut}, below the reviewed quote less ${intent.slippageBps} bps (${least})`,
    )
  decoded.slice(0, -1).forEach((c, i) => {
    if (c.kind !== 'approve' || c.token.address !== swap.tokenIn || c.spender !== swap.router)
      throw refuse(`step ${i + 1} of a swap plan is not an approval of its token to its venue`)
    const last = i === decoded.length - 2
    if (last ? c.amount !== swap.amountIn : c.amount !== 0n)
      throw refuse(`approve ${i + 1} is for ${c.amount}, the swap takes ${swap.amountIn}`)
  })
  if (!native && decoded.length < 2) throw refuse('a swap of a token without its approval')
  if (native && decoded.length !== 1) throw refuse('a swap of the native coin needs no approval')
  return swap
}

/**
 * A wrap or unwrap plan (the native coin ↔ its wrapped token): ONE call to the catalogue's wrapped native coin of
 * the chain, `deposit()` sending exactly the reviewed amount, or `withdraw` of exactly it, the way the review
 * shows, quoted 1:1.
 */
function checkWrap(
  plan: PlanForReview,
  decoded: readonly (DecodedCall | SwapCall)[],
  swap: SwapCall,
  wrap: 'wrap' | 'unwrap' | null,
): SwapCall {
  const { intent } = plan
  if (intent.kind !== 'swap') throw refuse('not a swap plan')
  if (!wrap)
    throw refuse(`a wrap of the native coin, the review shows ${intent.tokenKey} → ${intent.toTokenKey}`)
  const what = wrap === 'wrap' ? 'a wrap' : 'an unwrap'
  if (swap.venue !== 'wrap') throw refuse(`the review shows ${what} (1:1), the plan swaps on ${swap.router}`)
  if (decoded.length !== 1) throw refuse(`${what} is one call`)
  if (swap.router !== wrappedOn(plan.chainId))
    throw refuse(`${what} on ${swap.router}, not the wrapped native coin`)
  if (wrap === 'wrap' ? swap.tokenIn !== NATIVE_COIN : swap.tokenOut !== NATIVE_COIN)
    throw refuse(`the review shows ${what}, the call is the other way`)
  if (swap.amountIn !== intent.amount)
    throw refuse(`${what} of ${swap.amountIn}, the review shows ${intent.amount}`)
  if (intent.quotedOut !== intent.amount)
    throw refuse(`${what} is 1:1, the review shows ${intent.quotedOut} for ${intent.amount}`)
  return swap
}

import { encodeFunctionData, type PublicClient } from 'viem'
import { networks } from '../../domain/catalogue/networks'
import { minimumReceived, wrapDirection } from '../../domain/catalogue/swapVenues'
import { tokens } from '../../domain/catalogue/tokens'
import { planApproval } from '../pipeline/approvalSteps'
import type { Intent, Plan, PlannedCall } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'
import { curveSwapAbi, swapRouterAbi, weth9Abi } from './abis'
import { curveIndex, type SwapQuote, swapAddresses, swapTokenAddress } from './quoteSwap'

/** What the review names each venue by. */
export const venueNames = { uniswapV3: 'Uniswap v3', curve3pool: 'Curve 3pool', wrap: 'WETH9' } as const

type ExactInputSingle = {
  tokenIn: Address
  tokenOut: Address
  fee: number
  recipient: Address
  deadline: bigint
  amountIn: bigint
  amountOutMinimum: bigint
  sqrtPriceLimitX96: bigint
}

/** Uniswap's swap call: exactInputSingle, or to the native coin multicall(exactInputSingle, unwrapWETH9 to `unwrapTo`). */
function uniswapCall(params: ExactInputSingle, unwrapTo: Address | null): `0x${string}` {
  const swap = encodeFunctionData({ abi: swapRouterAbi, functionName: 'exactInputSingle', args: [params] })
  if (!unwrapTo) return swap
  const unwrap = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'unwrapWETH9',
    args: [params.amountOutMinimum, unwrapTo],
  })
  return encodeFunctionData({ abi: swapRouterAbi, functionName: 'multicall', args: [[swap, unwrap]] })
}

/** How long a signed swap stays valid (Uniswap's deadline): 20 minutes, the Uniswap interface's default. */
export const SWAP_DEADLINE_SECONDS = 20n * 60n

/**
 * The plan of a swap at its best quote (DESIGN.md §4a, issue 43): an exact approval of the token in to the
 * venue (a reset to 0 first where the token needs it, USDT), then the swap itself, paying the wallet, with a
 * minimum of the quote less the intent's `slippageBps`. The plan carries the screen's intent with this quote's
 * figure as `quotedOut`. A swap from the native coin sends it along (the router wraps it) and needs no approval.
 * Both venues take exactly the amount approved, so nothing is left allowed after a swap that lands. One that
 * reverts (the price moved past the minimum) leaves its approval standing (the plan stops at the
 * failed step): the next swap's plan starts from it (approvalSteps), and the approvals list can revoke it.
 * @param nowSeconds the clock, as an input: the deadline is this plus 20 minutes.
 * The native coin and its wrapped token are WETH9's own `deposit()` (the amount sent along) and `withdraw(amount)`,
 * 1:1, with no approval and the amount itself as the minimum.
 * A swap to the native coin (Uniswap only) is the router's `multicall` of exactInputSingle paying the router itself
 * and `unwrapWETH9(minimum, wallet)`, which sends the wallet everything the swap brought, unwrapped.
 * @throws TypeError for a quote of another pair or amount than the intent's.
 * @example await planSwap(client, profile, { from: me, intent, quote, nowSeconds: 1_700_000_000n })
 */
export async function planSwap(
  client: PublicClient,
  profile: ChainProfile,
  args: { from: Address; intent: Extract<Intent, { kind: 'swap' }>; quote: SwapQuote; nowSeconds: bigint },
): Promise<Plan> {
  const { from, quote, nowSeconds } = args
  const { network, amountIn, best } = quote
  const { slippageBps } = args.intent
  if (
    args.intent.network !== network ||
    args.intent.tokenKey !== quote.from ||
    args.intent.toTokenKey !== quote.to ||
    args.intent.amount !== amountIn
  )
    throw new TypeError('the quote is not for the swap asked')
  // The screen's intent, with the quote asked again now: the minimum counts from it.
  const intent: Intent = { ...args.intent, quotedOut: best.amountOut }
  const chainId = networks[network].chainId
  const wrap = wrapDirection(network, quote.from, quote.to)
  if (wrap || best.venue === 'wrap') {
    if (!wrap || best.venue !== 'wrap' || best.amountOut !== amountIn)
      throw new RangeError('only the native coin and its wrapped token wrap, 1:1')
    const call: PlannedCall = {
      step: 'swap',
      to: swapAddresses(profile, network).wrapped,
      value: wrap === 'wrap' ? amountIn : 0n,
      data:
        wrap === 'wrap'
          ? encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' })
          : encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amountIn] }),
      tokenKey: quote.from,
      amount: amountIn,
      target: venueNames.wrap,
    }
    return { intent, network, chainId, from, calls: [call] }
  }
  const nativeOut = tokens[quote.to].address === null
  const at = swapAddresses(profile, network)
  const tokenIn = swapTokenAddress(profile, network, quote.from)
  const tokenOut = swapTokenAddress(profile, network, quote.to)
  const minOut = minimumReceived(best.amountOut, slippageBps)
  const native = tokens[quote.from].address === null
  const venue = best.venue === 'curve3pool' ? at.curve3pool : at.router
  if (!venue) throw new RangeError(`no ${best.venue} on ${network}`)
  if ((native || nativeOut) && best.venue !== 'uniswapV3')
    throw new RangeError('only Uniswap swaps the native coin')
  if (native && nativeOut) throw new RangeError('a swap between two different tokens')
  const target = venueNames[best.venue]
  const data =
    best.venue === 'curve3pool'
      ? encodeFunctionData({
          abi: curveSwapAbi,
          functionName: 'exchange',
          args: [BigInt(curveIndex(quote.from)), BigInt(curveIndex(quote.to)), amountIn, minOut],
        })
      : uniswapCall(
          {
            tokenIn,
            tokenOut,
            fee: best.fee ?? 0,
            // To the native coin: the router keeps the wrapped coin, then unwraps it to the wallet.
            recipient: nativeOut ? at.router : from,
            deadline: nowSeconds + SWAP_DEADLINE_SECONDS,
            amountIn,
            amountOutMinimum: minOut,
            sqrtPriceLimitX96: 0n,
          },
          nativeOut ? from : null,
        )
  const swap: PlannedCall = {
    step: 'swap',
    to: venue,
    value: native ? amountIn : 0n,
    data,
    tokenKey: quote.from,
    amount: amountIn,
    target,
  }
  const approvals = native
    ? []
    : await planApproval(client, {
        token: tokenIn,
        tokenKey: quote.from,
        owner: from,
        spender: venue,
        amount: amountIn,
        target,
      })
  return {
    intent,
    network,
    chainId,
    from,
    calls: [...approvals, swap],
  }
}

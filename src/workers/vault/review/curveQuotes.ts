import { CURVE_SLIPPAGE_BPS, MAX_BPS } from '../../../domain/catalogue/protocolBounds'
import { selectorOf } from '../signingPolicy'
import type { CheckedPlan } from './checkPlan'
import { type RawCall, refuse } from './decodeCall'
import { type EthCallOptions, firstEthCall, oneWord } from './ethCall'

/** What the worker asks a Curve 3pool: the LP tokens a deposit mints, or the coin a one-coin removal pays. */
export type CurveAsk =
  | { kind: 'deposit'; amounts: readonly [bigint, bigint, bigint] }
  | { kind: 'withdraw'; lp: bigint; coin: bigint }

/**
 * The pool's own quote for `ask` (`calc_token_amount(amounts, true)`, `calc_withdraw_one_coin(lp, coin)`) as the
 * chain has it now; rejects when no endpoint gave a well-formed answer. The worker asks it itself, over endpoints
 * no page script can choose.
 */
export type CurveQuoteReader = (chainId: number, pool: string, ask: CurveAsk) => Promise<bigint>

const ADD = selectorOf('add_liquidity(uint256[3],uint256)')
const REMOVE = selectorOf('remove_liquidity_one_coin(uint256,int128,uint256)')
const CALC_TOKEN_AMOUNT = selectorOf('calc_token_amount(uint256[3],bool)')
const CALC_WITHDRAW_ONE_COIN = selectorOf('calc_withdraw_one_coin(uint256,int128)')
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const word = (data: string, i: number) => BigInt(`0x${data.slice(10 + 64 * i, 10 + 64 * (i + 1))}`)
const hexWord = (value: bigint) => value.toString(16).padStart(64, '0')

/** Each Curve call of the plan: its pool, what to ask it, and the least the call accepts back. */
export function curveMinimums(
  checked: CheckedPlan,
  calls: readonly RawCall[],
): { pool: string; ask: CurveAsk; least: bigint }[] {
  const found: { pool: string; ask: CurveAsk; least: bigint }[] = []
  checked.decoded.forEach((call, i) => {
    if (call.kind !== 'protocol' || call.contract.id !== 'curve3pool') return
    // decodeCall has read this calldata: whole words after the selector, in the 3pool's shapes.
    const data = (calls[i]?.data ?? '').toLowerCase()
    const pool = call.contract.address
    if (data.startsWith(ADD))
      found.push({
        pool,
        ask: { kind: 'deposit', amounts: [word(data, 0), word(data, 1), word(data, 2)] },
        least: word(data, 3),
      })
    else if (data.startsWith(REMOVE))
      found.push({
        pool,
        ask: { kind: 'withdraw', lp: word(data, 0), coin: word(data, 1) },
        least: word(data, 2),
      })
  })
  return found
}

/**
 * Refuses (UnsafeTransactionError) a Curve call whose minimum is looser than the pool's own quote, read now,
 * less CURVE_SLIPPAGE_BPS (0.5 %, the slippage the review states): a page script's minimum of 80 % of face value
 * would let a sandwich take the rest. A quote the worker cannot read refuses too (it fails closed).
 */
export async function checkCurveMinimums(
  read: CurveQuoteReader | undefined,
  plan: { chainId: number; calls: readonly RawCall[] },
  checked: CheckedPlan,
): Promise<void> {
  for (const { pool, ask, least } of curveMinimums(checked, plan.calls)) {
    if (!read) throw refuse('the Curve pool’s quote cannot be read here')
    let quote: bigint
    try {
      quote = await read(plan.chainId, pool, ask)
    } catch (e) {
      console.warn('[vault] Curve quote not read: the plan is refused', e)
      throw refuse('the Curve pool’s quote could not be read (the network did not answer)')
    }
    const floor = (quote * (MAX_BPS - CURVE_SLIPPAGE_BPS)) / MAX_BPS
    if (least < floor)
      throw refuse(
        `${ask.kind === 'deposit' ? 'add_liquidity' : 'remove_liquidity_one_coin'} accepts ${least} where the pool quotes ${quote}: looser than ${CURVE_SLIPPAGE_BPS} bps`,
      )
  }
}

/**
 * A reader that asks `endpoints(chainId)` in order, each with its own `timeoutMs`, until one answers the quote's
 * `eth_call` with one word; the first well-formed answer counts.
 */
export function rpcCurveQuoteReader(
  endpoints: (chainId: number) => Promise<readonly string[]>,
  options: EthCallOptions = {},
): CurveQuoteReader {
  return async (chainId, pool, ask) => {
    if (!ADDRESS.test(pool)) throw new Error('not an address')
    const data =
      ask.kind === 'deposit'
        ? `${CALC_TOKEN_AMOUNT}${ask.amounts.map(hexWord).join('')}${hexWord(1n)}`
        : `${CALC_WITHDRAW_ONE_COIN}${hexWord(ask.lp)}${hexWord(ask.coin)}`
    return firstEthCall(
      await endpoints(chainId),
      { to: pool, data },
      oneWord,
      `no Curve quote on chain ${chainId}`,
      options,
    )
  }
}

import { clear } from 'idb-keyval'
import { encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { swapRouterAbi, weth9Abi } from '../../src/chain/swap/abis'
import { uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import { UnsafeTransactionError, type WalletError } from '../../src/domain/errors'
import type { Intent } from '../../src/domain/write/types'
import type { PlanCall, PlanForReview } from '../../src/workers/vaultApi'
import { act, erc20, expectSigned, KEY, ME, PASSWORD, plan, STRANGER, testVault } from './plans'

/**
 * ETH ↔ WETH (issue 43): a wrap is WETH9's `deposit()` sending exactly the reviewed amount, an unwrap its
 * `withdraw` of exactly it, both on the catalogue's wrapped native coin of the chain, one call, 1:1. The worker
 * signs those and refuses anything else, naming why.
 */
const { vault, store } = testVault('plan-wrap')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const WETH = wrappedNative.ethereum.address
const WETH_ARBITRUM = wrappedNative.arbitrum.address
const x = 5n * 10n ** 17n

const deposit = (value: bigint, to: `0x${string}` = WETH): PlanCall => ({
  to,
  value,
  data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
})
const withdraw = (amount: bigint, to: `0x${string}` = WETH, value = 0n): PlanCall => ({
  to,
  value,
  data: encodeFunctionData({ abi: weth9Abi, functionName: 'withdraw', args: [amount] }),
})
const intent = (over: Partial<Extract<Intent, { kind: 'swap' }>> = {}): Intent => ({
  kind: 'swap',
  network: 'ethereum',
  tokenKey: 'ETH',
  toTokenKey: 'WETH',
  amount: x,
  quotedOut: x,
  slippageBps: 50,
  ...over,
})
const unwrapIntent = (over: Partial<Extract<Intent, { kind: 'swap' }>> = {}) =>
  intent({ tokenKey: 'WETH', toTokenKey: 'ETH', ...over })

describe('the worker signs a wrap and an unwrap', () => {
  it.each<[string, PlanForReview]>([
    ['0.5 ETH → WETH: deposit() sending exactly 0.5 ETH', plan(intent(), [deposit(x)])],
    ['0.5 WETH → ETH: withdraw(0.5 WETH), no approval', plan(unwrapIntent(), [withdraw(x)])],
  ])('%s', async (_name, reviewed) => {
    const review = await vault.reviewPlan(reviewed)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 3 }), reviewed, 3)
  })
})

const refusals: [string, PlanForReview, RegExp][] = [
  [
    'a wrap sending less than the review shows',
    plan(intent(), [deposit(x - 1n)]),
    /a wrap of 499999999999999999/,
  ],
  [
    'a wrap sending more than the review shows',
    plan(intent(), [deposit(x + 1n)]),
    /a wrap of 500000000000000001/,
  ],
  ['a wrap sending nothing', plan(intent(), [deposit(0n)]), /a wrap of 0/],
  [
    'a deposit() to a contract that is not the wrapped native coin',
    plan(intent(), [deposit(x, STRANGER)]),
    /value sent along a contract call to 0x70997970c51812dc3a010c7d01b50e0d17dc79c8/,
  ],
  [
    "another chain's wrapped coin address on Ethereum",
    plan(intent(), [deposit(x, WETH_ARBITRUM)]),
    /value sent along a contract call to 0x82af49447d8a07e3bd95bd0d56f35241523fbab1/,
  ],
  [
    'an unwrap of less than the review shows',
    plan(unwrapIntent(), [withdraw(x - 1n)]),
    /an unwrap of 499999999999999999/,
  ],
  [
    'an unwrap of more than the review shows',
    plan(unwrapIntent(), [withdraw(x + 1n)]),
    /an unwrap of 500000000000000001/,
  ],
  [
    'an unwrap with ETH sent along',
    plan(unwrapIntent(), [withdraw(x, WETH, 1n)]),
    /value sent along an unwrap/,
  ],
  [
    'an unwrap where the review shows a wrap',
    plan(intent(), [withdraw(x)]),
    /the review shows a wrap, the call is the other way/,
  ],
  [
    'a wrap where the review shows an unwrap',
    plan(unwrapIntent(), [deposit(x)]),
    /the review shows an unwrap, the call is the other way/,
  ],
  [
    'a wrap quoted other than 1:1',
    plan(intent({ quotedOut: x - 1n }), [deposit(x)]),
    /a wrap is 1:1, the review shows 499999999999999999 for 500000000000000000/,
  ],
  [
    'an unwrap with an approval before it',
    plan(unwrapIntent(), [erc20.approve(WETH, uniswapV3.swapRouter, x), withdraw(x)]),
    /an unwrap is one call/,
  ],
  [
    'a wrap reviewed, a Uniswap swap signed',
    plan(intent(), [
      {
        to: uniswapV3.swapRouter,
        value: x,
        data: encodeFunctionData({
          abi: swapRouterAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: WETH,
              tokenOut: WETH,
              fee: 500,
              recipient: ME,
              deadline: 4_000_000_000n,
              amountIn: x,
              amountOutMinimum: x,
              sqrtPriceLimitX96: 0n,
            },
          ],
        }),
      },
    ]),
    /a swap of a token for itself/,
  ],
  [
    'a wrap call where the review shows USDT → USDC',
    plan(intent({ tokenKey: 'USDT', toTokenKey: 'USDC', amount: x, quotedOut: x }), [deposit(x)]),
    /a wrap of the native coin, the review shows USDT → USDC/,
  ],
  [
    'an unwrap hidden in a transfer plan',
    plan({ kind: 'transfer', network: 'ethereum', tokenKey: 'WETH', to: STRANGER, amount: x }, [withdraw(x)]),
    /the call does not transfer WETH/,
  ],
  [
    'an unwrap hidden in a deposit plan',
    plan(act('supply', 'aave', 'USDC', x), [withdraw(x)]),
    /a supply plan never swaps/,
  ],
]

describe('the worker refuses every other wrap or unwrap, naming why, and signs nothing', () => {
  it.each(refusals)('refuses %s', async (_name, input, why) => {
    const error: unknown = await vault.reviewPlan(input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as WalletError).details).toMatch(why)
  })
})

import { clear } from 'idb-keyval'
import { encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { curveSwapAbi, swapRouterAbi } from '../../src/chain/swap/abis'
import { minimumReceived, uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import { tokens } from '../../src/domain/catalogue/tokens'
import { UnsafeTransactionError, type WalletError } from '../../src/domain/errors'
import type { Intent } from '../../src/domain/write/types'
import type { PlanCall, PlanForReview } from '../../src/workers/vaultApi'
import {
  AAVE,
  aave,
  act,
  CURVE,
  DAI,
  erc20,
  expectSigned,
  KEY,
  ME,
  PASSWORD,
  plan,
  STRANGER,
  testVault,
  USDC,
  USDT,
} from './plans'

/**
 * Swaps (issue 43): the worker decodes every swap call itself and signs only the plan the app builds — exact
 * approvals of the token in to a catalogue venue, then one swap paying the wallet with a minimum no lower than
 * the reviewed quote less the stated slippage. Each refusal below names why, and nothing is signed.
 */
const { vault, store } = testVault('plan-swap')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const ROUTER = uniswapV3.swapRouter
const FAKE_ROUTER = '0x00000000000000000000000000000000000d1e00' as const
const x = 100_000_000n
const QUOTE = 99_970_000n
const LEAST = minimumReceived(QUOTE, 50)

type Swap = {
  tokenIn: `0x${string}`
  tokenOut: `0x${string}`
  fee: number
  recipient: `0x${string}`
  deadline: bigint
  amountIn: bigint
  amountOutMinimum: bigint
  sqrtPriceLimitX96: bigint
}
const usdtForUsdc: Swap = {
  tokenIn: USDT,
  tokenOut: USDC,
  fee: 100,
  recipient: ME,
  deadline: 4_000_000_000n,
  amountIn: x,
  amountOutMinimum: LEAST,
  sqrtPriceLimitX96: 0n,
}
const exactInputSingle = (over: Partial<Swap> = {}, to: `0x${string}` = ROUTER, value = 0n): PlanCall => ({
  to,
  value,
  data: encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [{ ...usdtForUsdc, ...over }],
  }),
})
const exchange = (i: bigint, j: bigint, dx: bigint, minDy: bigint): PlanCall => ({
  to: CURVE,
  value: 0n,
  data: encodeFunctionData({ abi: curveSwapAbi, functionName: 'exchange', args: [i, j, dx, minDy] }),
})
const swapIntent = (over: Partial<Extract<Intent, { kind: 'swap' }>> = {}): Intent => ({
  kind: 'swap',
  network: 'ethereum',
  tokenKey: 'USDT',
  toTokenKey: 'USDC',
  amount: x,
  quotedOut: QUOTE,
  slippageBps: 50,
  ...over,
})
/** The app's own USDT → USDC plan: approve exactly 100 USDT to the router, then the swap. */
const usdtPlan = (calls?: PlanCall[], intent = swapIntent()) =>
  plan(intent, calls ?? [erc20.approve(USDT, ROUTER, x), exactInputSingle()])

const ethOnArbitrum = (value: bigint, over: Partial<Swap> = {}) =>
  plan(
    swapIntent({
      network: 'arbitrum',
      tokenKey: 'ETH-ARBITRUM',
      toTokenKey: 'USDC-ARBITRUM',
      amount: 10n ** 17n,
      quotedOut: 299_000_000n,
    }),
    [
      exactInputSingle(
        {
          tokenIn: wrappedNative.arbitrum.address,
          tokenOut: tokens['USDC-ARBITRUM'].address as `0x${string}`,
          fee: 500,
          amountIn: 10n ** 17n,
          amountOutMinimum: minimumReceived(299_000_000n, 50),
          ...over,
        },
        ROUTER,
        value,
      ),
    ],
  )
const daiForUsdc = (minDy: bigint) =>
  plan(swapIntent({ tokenKey: 'DAI', amount: 10n ** 20n, quotedOut: 99_950_000n }), [
    erc20.approve(DAI, CURVE, 10n ** 20n),
    exchange(0n, 1n, 10n ** 20n, minDy),
  ])

describe('the worker signs the swaps the app builds', () => {
  it.each<[string, PlanForReview]>([
    ['100 USDT → USDC on Uniswap: approve exactly 100 USDT to the router, then the swap', usdtPlan()],
    [
      'the same with USDT reset to 0 first',
      usdtPlan([erc20.approve(USDT, ROUTER, 0n), erc20.approve(USDT, ROUTER, x), exactInputSingle()]),
    ],
    ['0.1 ETH → USDC on Arbitrum, the ETH sent along the swap', ethOnArbitrum(10n ** 17n)],
    [
      '100 DAI → USDC on Curve 3pool (exchange pays msg.sender)',
      daiForUsdc(minimumReceived(99_950_000n, 50)),
    ],
  ])('%s', async (_name, reviewed) => {
    const review = await vault.reviewPlan(reviewed)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 7 }), reviewed, 7)
  })
})

const tokenKey = (k: TokenKey) => k
const refusals: [string, PlanForReview, RegExp][] = [
  [
    'a swap paying a stranger',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ recipient: STRANGER })]),
    /pays 0x70997970c51812dc3a010c7d01b50e0d17dc79c8, not the wallet/,
  ],
  [
    'a minimum one unit below the quote less the stated slippage',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ amountOutMinimum: LEAST - 1n })]),
    /accepts 99470149, below the reviewed quote less 50 bps \(99470150\)/,
  ],
  [
    'a minimum of 0',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ amountOutMinimum: 0n })]),
    /accepts 0, below the reviewed quote/,
  ],
  [
    'a slippage above 5 %',
    usdtPlan(undefined, swapIntent({ slippageBps: 501 })),
    /slippage 501 bps outside 0–500/,
  ],
  [
    'a swap on a router outside the catalogue',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({}, FAKE_ROUTER)]),
    /not the catalogue's Uniswap v3 router/,
  ],
  [
    'an approval to a router outside the catalogue',
    usdtPlan([erc20.approve(USDT, FAKE_ROUTER, x), exactInputSingle()]),
    /approve to a spender outside the protocol catalogue/,
  ],
  [
    'an unlimited approval to the router',
    usdtPlan([erc20.approve(USDT, ROUTER, 2n ** 255n), exactInputSingle()]),
    /unlimited approve/,
  ],
  [
    'an approval for more than the swap takes',
    usdtPlan([erc20.approve(USDT, ROUTER, x + 1n), exactInputSingle()]),
    /approve 1 is for 100000001, the swap takes 100000000/,
  ],
  ['a swap without its approval', usdtPlan([exactInputSingle()]), /a swap of a token without its approval/],
  [
    'a token out outside the catalogue',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ tokenOut: FAKE_ROUTER })]),
    /token out 0x00000000000000000000000000000000000d1e00 outside the catalogue/,
  ],
  [
    'a token out other than the review shows',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ tokenOut: DAI })]),
    /the swap gives 0x6b17.*the review shows USDC/,
  ],
  [
    'a swap of more than the review shows',
    usdtPlan([erc20.approve(USDT, ROUTER, 2n * x), exactInputSingle({ amountIn: 2n * x })]),
    /the swap takes 200000000, the review shows 100000000/,
  ],
  [
    'a price limit (a partial fill would leave an allowance)',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ sqrtPriceLimitX96: 1n })]),
    /price limit/,
  ],
  [
    'a fee tier Uniswap does not have',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({ fee: 123 })]),
    /fee tier 123/,
  ],
  [
    'native coin sent along a swap of a token',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle({}, ROUTER, x)]),
    /value 100000000 sent along a swap/,
  ],
  [
    'a swap of ETH that sends less ETH than it swaps',
    ethOnArbitrum(10n ** 16n),
    /value 10000000000000000 sent along a swap of 100000000000000000/,
  ],
  [
    'a swap of ETH that sends no ETH (it would spend WETH the wallet holds)',
    ethOnArbitrum(0n),
    /native coin sent along a swap of a token, or missing/,
  ],
  [
    'two swaps',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle(), exactInputSingle()]),
    /ends with its one swap/,
  ],
  [
    'a swap followed by another call',
    usdtPlan([erc20.approve(USDT, ROUTER, x), exactInputSingle(), erc20.approve(USDT, ROUTER, x)]),
    /ends with its one swap/,
  ],
  [
    'a deposit hidden in a swap plan',
    usdtPlan([
      erc20.approve(USDC, AAVE, x),
      aave.supply(USDC, x),
      erc20.approve(USDT, ROUTER, x),
      exactInputSingle(),
    ]),
    /step 1 of a swap plan is not an approval of its token to its venue/,
  ],
  [
    'a swap hidden in a deposit plan',
    plan(act('supply', 'aave', tokenKey('USDC'), x), [
      erc20.approve(USDC, AAVE, x),
      aave.supply(USDC, x),
      exactInputSingle({}, ROUTER),
    ]),
    /a supply plan never swaps/,
  ],
  [
    'a Curve exchange below the quote less slippage',
    daiForUsdc(minimumReceived(99_950_000n, 50) - 1n),
    /accepts 99450249, below the reviewed quote less 50 bps/,
  ],
  [
    'a Curve exchange of a coin the pool does not have',
    plan(swapIntent({ tokenKey: 'DAI', amount: 10n ** 20n }), [
      erc20.approve(DAI, CURVE, 10n ** 20n),
      exchange(0n, 3n, 10n ** 20n, LEAST),
    ]),
    /no 3pool coin 3/,
  ],
]

describe('the worker refuses every other swap, naming why, and signs nothing', () => {
  it.each(refusals)('refuses %s', async (_name, input, why) => {
    const error: unknown = await vault.reviewPlan(input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as WalletError).details).toMatch(why)
  })
})

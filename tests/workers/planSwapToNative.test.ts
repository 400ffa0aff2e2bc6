import { clear } from 'idb-keyval'
import { encodeAbiParameters, encodeFunctionData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { swapRouterAbi } from '../../src/chain/swap/abis'
import { minimumReceived, uniswapV3, wrappedNative } from '../../src/domain/catalogue/swapVenues'
import { UnsafeTransactionError, type WalletError } from '../../src/domain/errors'
import type { Intent } from '../../src/domain/write/types'
import type { PlanCall, PlanForReview } from '../../src/workers/vaultApi'
import { DAI, erc20, expectSigned, KEY, ME, PASSWORD, plan, STRANGER, testVault, USDC } from './plans'

/**
 * Swaps to the native coin (issue 43): the router's multicall of exactInputSingle paying the router itself, then
 * unwrapWETH9(minimum, wallet). The worker signs exactly that and refuses any other recipient, a lower minimum,
 * any other call in the multicall, naming why.
 */
const { vault, store } = testVault('plan-swap-native')

beforeAll(async () => {
  await clear(store)
  await vault.setPassword(PASSWORD)
  await vault.importPrivateKey(KEY)
})
afterAll(() => vault.forget(PASSWORD))

const ROUTER = uniswapV3.swapRouter
const FAKE_ROUTER = '0x00000000000000000000000000000000000d1e00' as const
const WETH = wrappedNative.ethereum.address
const x = 100_000_000n
const QUOTE = 33_000_000_000_000_000n
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
const usdcForWeth: Swap = {
  tokenIn: USDC,
  tokenOut: WETH,
  fee: 500,
  recipient: ROUTER,
  deadline: 4_000_000_000n,
  amountIn: x,
  amountOutMinimum: LEAST,
  sqrtPriceLimitX96: 0n,
}
const swapData = (over: Partial<Swap> = {}) =>
  encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [{ ...usdcForWeth, ...over }],
  })
const unwrapData = (minimum = LEAST, recipient: `0x${string}` = ME) =>
  encodeFunctionData({ abi: swapRouterAbi, functionName: 'unwrapWETH9', args: [minimum, recipient] })
const multicall = (calls: `0x${string}`[], to: `0x${string}` = ROUTER, value = 0n): PlanCall => ({
  to,
  value,
  data: encodeFunctionData({ abi: swapRouterAbi, functionName: 'multicall', args: [calls] }),
})
const intent = (over: Partial<Extract<Intent, { kind: 'swap' }>> = {}): Intent => ({
  kind: 'swap',
  network: 'ethereum',
  tokenKey: 'USDC',
  toTokenKey: 'ETH',
  amount: x,
  quotedOut: QUOTE,
  slippageBps: 50,
  ...over,
})
/** The app's own 100 USDC → ETH plan: approve exactly 100 USDC to the router, then the multicall. */
const toEth = (swap: PlanCall = multicall([swapData(), unwrapData()]), reviewed = intent()) =>
  plan(reviewed, [erc20.approve(USDC, ROUTER, x), swap])

describe('the worker signs a swap to the native coin the app builds', () => {
  it('100 USDC → ETH: approve exactly 100 USDC, then multicall(exactInputSingle to the router, unwrapWETH9 to the wallet)', async () => {
    const reviewed = toEth()
    const review = await vault.reviewPlan(reviewed)
    await expectSigned(await vault.signReviewed(review.id, { nonce: 4 }), reviewed, 4)
  })
})

/** A multicall's bytes[] laid out other than the canonical way: the second offset points back at the first. */
const overlapping = (): PlanCall => {
  const canonical = multicall([swapData(), unwrapData()])
  const args = encodeAbiParameters([{ type: 'bytes[]' }], [[swapData(), unwrapData()]])
  const words = args.slice(2).match(/.{64}/g) ?? []
  words[3] = words[2] as string
  return { ...canonical, data: `${(canonical.data ?? '').slice(0, 10)}${words.join('')}` as `0x${string}` }
}

const refusals: [string, PlanForReview, RegExp][] = [
  [
    'unwrapWETH9 paying a stranger',
    toEth(multicall([swapData(), unwrapData(LEAST, STRANGER)])),
    /unwrapWETH9 pays 0x70997970c51812dc3a010c7d01b50e0d17dc79c8, not the wallet/,
  ],
  [
    'an unwrap minimum one unit below the quote less the stated slippage',
    toEth(multicall([swapData(), unwrapData(LEAST - 1n)])),
    /accepts 32834999999999999, below the reviewed quote less 50 bps \(32835000000000000\)/,
  ],
  [
    'a swap minimum below the quote less slippage (the unwrap minimum right)',
    toEth(multicall([swapData({ amountOutMinimum: 0n }), unwrapData()])),
    /accepts 0, below the reviewed quote/,
  ],
  [
    'the swap paying a stranger in between',
    toEth(multicall([swapData({ recipient: STRANGER }), unwrapData()])),
    /the swap pays 0x70997970c51812dc3a010c7d01b50e0d17dc79c8, not the router itself/,
  ],
  [
    'the swap paying the wallet WETH in between (the unwrap would give nothing)',
    toEth(multicall([swapData({ recipient: ME }), unwrapData()])),
    /the swap pays 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266, not the router itself/,
  ],
  [
    'a swap to another token before the unwrap',
    toEth(multicall([swapData({ tokenOut: DAI }), unwrapData()])),
    /gives 0x6b175474e89094c44da98b954eedeac495271d0f, not the wrapped native coin/,
  ],
  [
    'a third call in the multicall',
    toEth(multicall([swapData(), unwrapData(), unwrapData()])),
    /malformed multicall arguments/,
  ],
  [
    'the calls in the other order',
    toEth(multicall([unwrapData(), swapData()])),
    /exactInputSingle then unwrapWETH9/,
  ],
  ['a multicall laid out with overlapping offsets', toEth(overlapping()), /malformed multicall arguments/],
  [
    'a multicall on a router outside the catalogue',
    plan(intent(), [erc20.approve(USDC, ROUTER, x), multicall([swapData(), unwrapData()], FAKE_ROUTER)]),
    /multicall on 0x00000000000000000000000000000000000d1e00/,
  ],
  [
    'ETH sent along the multicall',
    toEth(multicall([swapData(), unwrapData()], ROUTER, 1n)),
    /value sent along a swap to the native coin/,
  ],
  [
    'a review of ETH, a swap to WETH paying the wallet',
    toEth({
      to: ROUTER,
      value: 0n,
      data: swapData({ recipient: ME }),
    }),
    /the swap gives 0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2, the review shows ETH/,
  ],
  [
    'a review of WETH, a swap unwrapped to ETH',
    toEth(undefined, intent({ toTokenKey: 'WETH' })),
    /the swap gives the native coin, the review shows WETH/,
  ],
]

describe('the worker refuses every other swap to the native coin, naming why, and signs nothing', () => {
  it.each(refusals)('refuses %s', async (_name, input, why) => {
    const error: unknown = await vault.reviewPlan(input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsafeTransactionError)
    expect((error as WalletError).details).toMatch(why)
  })
})

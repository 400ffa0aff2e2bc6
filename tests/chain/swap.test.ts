import { type Address, erc20Abi, type Hex, parseAbi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fund } from '../../devnet/index.mjs'
import { trackActivity } from '../../src/chain/activity/trackActivity'
import { createNetworkClient } from '../../src/chain/clients'
import { executePlan, PlanStepFailedError, simulatePlan } from '../../src/chain/pipeline'
import { planSwap, quoteSwap, type SwapQuote, swapAddresses } from '../../src/chain/swap'
import type { NetworkId } from '../../src/domain/catalogue/networks'
import { minimumReceived } from '../../src/domain/catalogue/swapVenues'
import type { TokenKey } from '../../src/domain/catalogue/tokens'
import type { ActivityEntry, Intent } from '../../src/domain/write/types'
import { deal, devnetClient, freshAccount, isolateEachTest, send } from './helpers/devnet'
import { startRpcEndpoint } from './support/loopback'
import { devnetManifest, testProfile } from './support/manifest'
import { reviewedSigner } from './support/worker'

const profile = () => testProfile({}, 5_000)
const anvil = { ethereum: devnetClient(1), polygon: devnetClient(137), arbitrum: devnetClient(42161) }
/** The clock of the plans (a deadline far ahead of the devnet's blocks). */
const NOW = 4_000_000_000n

/** The swap screen's intent for a quote's pair and amount, at 0,5 % slippage (what the screen builds). */
const asked = (quote: SwapQuote): Extract<Intent, { kind: 'swap' }> => ({
  kind: 'swap',
  network: quote.network,
  tokenKey: quote.from,
  toTokenKey: quote.to,
  amount: quote.amountIn,
  quotedOut: quote.best.amountOut,
  slippageBps: 50,
})
const router = parseAbi([
  'struct P { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(P params) payable returns (uint256)',
])

/** A wallet of its own (a new key each test: the pipeline's nonce cache must not meet a reverted chain). */
async function wallet(chainIds: number[]) {
  const key = generatePrivateKey()
  const from = privateKeyToAccount(key).address
  await fund(devnetManifest() as never, from, { chainIds })
  return { key, from }
}

const tokenOf = (network: NetworkId, key: TokenKey) =>
  profile().networks[network].tokenAddresses[key] as Address
const balanceOf = (network: NetworkId, key: TokenKey, owner: Address) =>
  createNetworkClient(network, profile()).readContract({
    address: tokenOf(network, key),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** What the transactions of `hashes` cost in the native coin: gas used × effective price, summed. */
async function feesOf(network: NetworkId, hashes: Hex[]): Promise<bigint> {
  const client = createNetworkClient(network, profile())
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  return receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n)
}

describe('swap quotes on chain', () => {
  it('quotes 100 USDT → USDC on Ethereum in ONE JSON-RPC request: every venue, the best, its impact and minimum', async () => {
    const endpoint = await startRpcEndpoint({
      kind: 'forward',
      target: devnetManifest().chains['1']?.rpcUrl as string,
    })
    try {
      const client = createNetworkClient('ethereum', testProfile({ ethereum: [endpoint.url] }, 5_000))
      // The base fee an eth_call runs with, asked of the node the same way on either side of the quote: the fee
      // keeper may move it in between (it writes once per block, at a moment of its own).
      const nextBaseFee = () =>
        anvil.ethereum.readContract({
          address: profile().networks.ethereum.multicall3,
          abi: parseAbi(['function getBasefee() view returns (uint256)']),
          functionName: 'getBasefee',
        })
      const feeBefore = await nextBaseFee()
      const before = endpoint.requests
      const quote = await quoteSwap(client, profile(), {
        network: 'ethereum',
        from: 'USDT',
        to: 'USDC',
        amountIn: parseUnits('100', 6),
      })
      const feeAfter = await nextBaseFee()
      expect(endpoint.requests - before).toBe(1)
      expect(quote).not.toBeNull()
      if (!quote) return
      // Uniswap's 0.01 % pool answers; the other tiers have no pool and fail quietly.
      expect(quote.routes.filter((r) => r.venue === 'uniswapV3').map((r) => r.fee)).toEqual([100])
      expect(quote.best.amountOut).toBe(
        [...quote.routes].sort((a, b) => (a.amountOut < b.amountOut ? 1 : -1))[0]?.amountOut,
      )
      expect(quote.best.amountOut).toBeGreaterThan(parseUnits('99.9', 6))
      expect(quote.best.amountOut).toBeLessThan(parseUnits('100', 6))
      expect(quote.best.priceImpact).not.toBeNull()
      expect(quote.best.priceImpact).toBeLessThan(0.001)
      expect(quote.blockNumber).toBe(await anvil.ethereum.getBlockNumber())
      // The same request read the base fee its call ran with (whichever of the node's two figures stood at that
      // moment) and the venue's gas, for the network fee's estimate.
      expect([feeBefore, feeAfter]).toContain(quote.baseFee)
      expect(quote.best.gasEstimate).toBeGreaterThan(50_000n)
      expect(minimumReceived(quote.best.amountOut, 50)).toBe((quote.best.amountOut * 9950n) / 10000n)
    } finally {
      await endpoint.close()
    }
  })

  it('quotes USDe through its pools, ETH on Arbitrum through WETH/USDC 0.05 %, and nothing for a pair without a pool', async () => {
    const usde = await quoteSwap(createNetworkClient('ethereum', profile()), profile(), {
      network: 'ethereum',
      from: 'USDC',
      to: 'USDe',
      amountIn: parseUnits('100', 6),
    })
    expect(usde?.best).toMatchObject({ venue: 'uniswapV3', fee: 100 })
    expect(usde?.best.amountOut).toBeGreaterThan(parseUnits('99.9', 18))
    const eth = await quoteSwap(createNetworkClient('arbitrum', profile()), profile(), {
      network: 'arbitrum',
      from: 'ETH-ARBITRUM',
      to: 'USDC-ARBITRUM',
      amountIn: parseUnits('0.1', 18),
    })
    expect(eth?.best).toMatchObject({ venue: 'uniswapV3', fee: 500 })
    // 0.1 ETH at US$ 3 000, less the 0.05 % fee and a little impact.
    expect(eth?.best.amountOut).toBeGreaterThan(parseUnits('299.7', 6))
    expect(eth?.best.amountOut).toBeLessThan(parseUnits('300', 6))
    const none = await quoteSwap(createNetworkClient('ethereum', profile()), profile(), {
      network: 'ethereum',
      from: 'WBTC',
      to: 'LINK',
      amountIn: 100_000n,
    })
    expect(none).toBeNull()
  })
})

describe('swaps through the pipeline, on the real Uniswap bytecode', () => {
  isolateEachTest(anvil.ethereum, anvil.polygon, anvil.arbitrum)

  it("plans the screen's own intent, with the fresh quote's figure, and refuses a quote of another amount", async () => {
    const { from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDT',
      to: 'USDC',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const intent = { ...asked(quote), quotedOut: 1n }
    const plan = await planSwap(client, profile(), { from, intent, quote, nowSeconds: NOW })
    expect(plan.intent).toEqual({ ...intent, quotedOut: quote.best.amountOut })
    await expect(
      planSwap(client, profile(), {
        from,
        intent: { ...intent, amount: amountIn + 1n },
        quote,
        nowSeconds: NOW,
      }),
    ).rejects.toThrow(TypeError)
  })

  it('100 USDT → USDC on Ethereum: exactly 100 USDT leaves, exactly the quote arrives, no allowance left', async () => {
    const { key, from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDT',
      to: 'USDC',
      amountIn: parseUnits('100', 6),
    })
    if (!quote) throw new Error('no quote')
    const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    expect(plan.calls.map((c) => c.step)).toEqual(['approve', 'swap'])
    const simulated = await simulatePlan(client, plan)
    const [usdt, usdc] = [
      await balanceOf('ethereum', 'USDT', from),
      await balanceOf('ethereum', 'USDC', from),
    ]
    const entries: ActivityEntry[] = []
    await executePlan(client, simulated, {
      sign: reviewedSigner(key)(simulated),
      onBroadcast: (e) => void entries.push(e),
      waitForLast: true,
    })
    expect(usdt - (await balanceOf('ethereum', 'USDT', from))).toBe(parseUnits('100', 6))
    expect((await balanceOf('ethereum', 'USDC', from)) - usdc).toBe(quote.best.amountOut)
    // The activity store learns what the swap brought in from its receipt ("Cambiaste 100 USDT por 99,97 USDC").
    const updates = await trackActivity(() => client, entries)
    expect(updates.map((u) => [u.status, u.received])).toEqual([
      ['confirmed', undefined],
      ['confirmed', quote.best.amountOut],
    ])
    const venue = plan.calls[1]?.to as Address
    expect(
      await client.readContract({
        address: tokenOf('ethereum', 'USDT'),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, venue],
      }),
    ).toBe(0n)
  })

  it('the pool moves past the minimum between quote and swap: the swap reverts, nothing is lost but the fee', async () => {
    const { key, from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDT',
      to: 'USDC',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    // Uniswap is the venue here: a whale sells USDT into that very pool, moving its price by more than 0.5 %.
    const uniswapOnly = { ...quote, best: quote.routes.find((r) => r.venue === 'uniswapV3') ?? quote.best }
    const plan = await planSwap(client, profile(), {
      from,
      intent: asked(uniswapOnly),
      quote: uniswapOnly,
      nowSeconds: NOW,
    })
    const simulated = await simulatePlan(client, plan)
    const whale = await freshAccount(anvil.ethereum)
    const big = parseUnits('200000', 6)
    const { router: swapRouter } = swapAddresses(profile(), 'ethereum')
    await deal(anvil.ethereum, tokenOf('ethereum', 'USDT'), whale, big)
    await send(anvil.ethereum, whale, {
      address: tokenOf('ethereum', 'USDT'),
      abi: erc20Abi,
      functionName: 'approve',
      args: [swapRouter, big],
    })
    await send(anvil.ethereum, whale, {
      address: swapRouter,
      abi: router,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: tokenOf('ethereum', 'USDT'),
          tokenOut: tokenOf('ethereum', 'USDC'),
          fee: 100,
          recipient: whale,
          deadline: NOW,
          amountIn: big,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    const moved = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDT',
      to: 'USDC',
      amountIn,
    })
    const uniswapNow = moved?.routes.find((r) => r.venue === 'uniswapV3')?.amountOut ?? 0n
    expect(uniswapNow).toBeLessThan(minimumReceived(uniswapOnly.best.amountOut, 50))

    const before = {
      eth: await client.getBalance({ address: from }),
      usdt: await balanceOf('ethereum', 'USDT', from),
      usdc: await balanceOf('ethereum', 'USDC', from),
    }
    const hashes: Hex[] = []
    const error = await executePlan(client, simulated, {
      sign: reviewedSigner(key)(simulated),
      onBroadcast: (e) => void hashes.push(e.hash),
      waitForLast: true,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlanStepFailedError)
    expect((error as PlanStepFailedError).step).toBe('swap')
    expect(hashes).toHaveLength(2)
    expect(await balanceOf('ethereum', 'USDT', from)).toBe(before.usdt)
    expect(await balanceOf('ethereum', 'USDC', from)).toBe(before.usdc)
    expect(before.eth - (await client.getBalance({ address: from }))).toBe(await feesOf('ethereum', hashes))
  })

  it('ETH → USDC on Arbitrum: the ETH goes along the swap (no approval), exactly the quote arrives', async () => {
    const { key, from } = await wallet([42161])
    const client = createNetworkClient('arbitrum', profile())
    const amountIn = parseUnits('0.5', 18)
    const quote = await quoteSwap(client, profile(), {
      network: 'arbitrum',
      from: 'ETH-ARBITRUM',
      to: 'USDC-ARBITRUM',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    expect(plan.calls.map((c) => [c.step, c.value])).toEqual([['swap', amountIn]])
    const simulated = await simulatePlan(client, plan)
    const eth = await client.getBalance({ address: from })
    const usdc = await balanceOf('arbitrum', 'USDC-ARBITRUM', from)
    const hashes: Hex[] = []
    await executePlan(client, simulated, {
      sign: reviewedSigner(key)(simulated),
      onBroadcast: (e) => void hashes.push(e.hash),
      waitForLast: true,
    })
    expect((await balanceOf('arbitrum', 'USDC-ARBITRUM', from)) - usdc).toBe(quote.best.amountOut)
    expect(eth - (await client.getBalance({ address: from }))).toBe(
      amountIn + (await feesOf('arbitrum', hashes)),
    )
  })

  it('100 USDT → USDe on Ethereum: USDe arrives through its Uniswap pool, no allowance left', async () => {
    const { key, from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDT',
      to: 'USDe',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    const simulated = await simulatePlan(client, plan)
    const usde = await balanceOf('ethereum', 'USDe', from)
    await executePlan(client, simulated, { sign: reviewedSigner(key)(simulated), waitForLast: true })
    expect((await balanceOf('ethereum', 'USDe', from)) - usde).toBe(quote.best.amountOut)
    expect(
      await client.readContract({
        address: tokenOf('ethereum', 'USDT'),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, plan.calls.at(-1)?.to as Address],
      }),
    ).toBe(0n)
  })

  it('ETH ↔ WETH on Ethereum: WETH9 deposit and withdraw, exactly 1:1 both ways, no approval and no allowance', async () => {
    const { key, from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('0.5', 18)
    const run = async (fromKey: TokenKey, toKey: TokenKey) => {
      const quote = await quoteSwap(client, profile(), {
        network: 'ethereum',
        from: fromKey,
        to: toKey,
        amountIn,
      })
      if (!quote) throw new Error('no quote')
      expect(quote.best).toMatchObject({ venue: 'wrap', amountOut: amountIn, priceImpact: 0 })
      expect(quote.blockNumber).toBe(await anvil.ethereum.getBlockNumber())
      const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
      expect(plan.calls.map((c) => [c.step, c.to, c.value])).toEqual([
        ['swap', tokenOf('ethereum', 'WETH'), fromKey === 'ETH' ? amountIn : 0n],
      ])
      const simulated = await simulatePlan(client, plan)
      const before = {
        eth: await client.getBalance({ address: from }),
        weth: await balanceOf('ethereum', 'WETH', from),
      }
      const entries: ActivityEntry[] = []
      await executePlan(client, simulated, {
        sign: reviewedSigner(key)(simulated),
        onBroadcast: (e) => void entries.push(e),
        waitForLast: true,
      })
      const hashes = entries.map((e) => e.hash)
      // The activity store reads what came in from WETH9's own Deposit or Withdrawal log: exactly the amount.
      expect((await trackActivity(() => client, entries)).map((u) => [u.status, u.received])).toEqual([
        ['confirmed', amountIn],
      ])
      const fees = await feesOf('ethereum', hashes)
      const eth = await client.getBalance({ address: from })
      const weth = await balanceOf('ethereum', 'WETH', from)
      return { before, eth, weth, fees, hashes }
    }
    const wrapped = await run('ETH', 'WETH')
    expect(wrapped.hashes).toHaveLength(1)
    expect(wrapped.weth - wrapped.before.weth).toBe(amountIn)
    expect(wrapped.before.eth - wrapped.eth).toBe(amountIn + wrapped.fees)
    const unwrapped = await run('WETH', 'ETH')
    expect(unwrapped.hashes).toHaveLength(1)
    expect(unwrapped.before.weth - unwrapped.weth).toBe(amountIn)
    expect(unwrapped.eth - unwrapped.before.eth).toBe(amountIn - unwrapped.fees)
    for (const spender of [swapAddresses(profile(), 'ethereum').router, tokenOf('ethereum', 'WETH')])
      expect(
        await client.readContract({
          address: tokenOf('ethereum', 'WETH'),
          abi: erc20Abi,
          functionName: 'allowance',
          args: [from, spender],
        }),
      ).toBe(0n)
  })

  it('100 USDC → ETH on Ethereum: the router swaps to itself and unwraps to the wallet, exactly the quote arrives, no allowance left', async () => {
    const { key, from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDC',
      to: 'ETH',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    expect(quote.best.venue).toBe('uniswapV3')
    // 100 USDC at about US$ 3 000 the ETH.
    expect(quote.best.amountOut).toBeGreaterThan(parseUnits('0.03', 18))
    expect(quote.best.amountOut).toBeLessThan(parseUnits('0.034', 18))
    const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    expect(plan.calls.map((c) => [c.step, c.value])).toEqual([
      ['approve', 0n],
      ['swap', 0n],
    ])
    const simulated = await simulatePlan(client, plan)
    const before = {
      eth: await client.getBalance({ address: from }),
      usdc: await balanceOf('ethereum', 'USDC', from),
    }
    const entries: ActivityEntry[] = []
    await executePlan(client, simulated, {
      sign: reviewedSigner(key)(simulated),
      onBroadcast: (e) => void entries.push(e),
      waitForLast: true,
    })
    const hashes = entries.map((e) => e.hash)
    // The activity reads what came in from WETH9's Withdrawal for the router: the ETH the wallet got.
    expect((await trackActivity(() => client, entries)).map((u) => u.received)).toEqual([
      undefined,
      quote.best.amountOut,
    ])
    expect(before.usdc - (await balanceOf('ethereum', 'USDC', from))).toBe(amountIn)
    expect((await client.getBalance({ address: from })) - before.eth).toBe(
      quote.best.amountOut - (await feesOf('ethereum', hashes)),
    )
    const { router: swapRouter, wrapped } = swapAddresses(profile(), 'ethereum')
    expect(
      await client.readContract({
        address: tokenOf('ethereum', 'USDC'),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, swapRouter],
      }),
    ).toBe(0n)
    // Nothing stays with the router: it unwrapped all it got.
    expect(
      await client.readContract({
        address: wrapped,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [swapRouter],
      }),
    ).toBe(0n)
  })

  it('USDC → ETH with a minimum above what the pool gives: the router refuses it, nothing is swapped', async () => {
    const { from } = await wallet([1])
    const client = createNetworkClient('ethereum', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'ethereum',
      from: 'USDC',
      to: 'ETH',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    // A quote 1 % above the pool's: its minimum (less 0.5 %) is more than the swap can bring.
    const high = { ...quote, best: { ...quote.best, amountOut: (quote.best.amountOut * 101n) / 100n } }
    const plan = await planSwap(client, profile(), {
      from,
      intent: asked(high),
      quote: high,
      nowSeconds: NOW,
    })
    const error = await simulatePlan(client, plan).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/^pipeline\.simulateFailed\.swap/)
    // The same swap at the pool's own quote goes through: only the minimum stopped it.
    const fair = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    expect((await simulatePlan(client, fair)).calls).toHaveLength(2)
  })

  it('100 USDC → MATIC on Polygon: the router unwraps WMATIC to the wallet, exactly the quote arrives, no allowance left', async () => {
    const { key, from } = await wallet([137])
    const client = createNetworkClient('polygon', profile())
    const amountIn = parseUnits('100', 6)
    const quote = await quoteSwap(client, profile(), {
      network: 'polygon',
      from: 'USDC-POLYGON',
      to: 'MATIC',
      amountIn,
    })
    if (!quote) throw new Error('no quote')
    expect(quote.best).toMatchObject({ venue: 'uniswapV3', fee: 500 })
    const plan = await planSwap(client, profile(), { from, intent: asked(quote), quote, nowSeconds: NOW })
    const simulated = await simulatePlan(client, plan)
    const before = await client.getBalance({ address: from })
    const hashes: Hex[] = []
    await executePlan(client, simulated, {
      sign: reviewedSigner(key)(simulated),
      onBroadcast: (e) => void hashes.push(e.hash),
      waitForLast: true,
    })
    expect((await client.getBalance({ address: from })) - before).toBe(
      quote.best.amountOut - (await feesOf('polygon', hashes)),
    )
    expect(
      await client.readContract({
        address: tokenOf('polygon', 'USDC-POLYGON'),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [from, swapAddresses(profile(), 'polygon').router],
      }),
    ).toBe(0n)
  })
})

import { erc20Abi, parseUnits } from 'viem'
import { makeClient } from './deploy/context.mjs'

/** What the faucet gives, in whole units: enough to try every feature, small enough to look like savings. */
export const FAUCET_AMOUNTS = {
  native: { ETH: '10', MATIC: '1000' },
  tokens: { USDT: '10000', USDC: '10000', DAI: '10000', USDe: '10000', WBTC: '1', WETH: '5', LINK: '500' },
}

/**
 * @typedef {import('./manifest.mjs').DevnetManifest} DevnetManifest
 * @typedef {{ chainIds?: number[], native?: Partial<Record<'ETH' | 'MATIC', string>>, tokens?: Record<string, string> }} FundOptions
 * @typedef {Record<string, { native: bigint, tokens: Record<string, bigint> }>} FundResult
 */

/**
 * Sets `address`'s native balance and every manifest token balance to the faucet amounts on each chain
 * (a top-up to a fixed figure, not an addition). Uses anvil_setBalance and anvil_dealERC20; for WETH it
 * also adds the matching ETH to the WETH contract so the tokens can be unwrapped.
 * @param {DevnetManifest} manifest
 * @param {string} address
 * @param {FundOptions} [opts] amounts in whole units override FAUCET_AMOUNTS; chainIds limits the chains
 * @returns {Promise<FundResult>} the balances set, in base units
 * @example await fund(manifest, '0xabc…', { chainIds: [1], tokens: { USDC: '250' } })
 */
export async function fund(manifest, address, opts = {}) {
  const who = /** @type {`0x${string}`} */ (address)
  const chains = Object.values(manifest.chains).filter(
    (c) => !opts.chainIds || opts.chainIds.includes(c.chainId),
  )
  const results = await Promise.all(
    chains.map(async (chain) => {
      const client = makeClient(chain.rpcUrl, chain.chainId)
      const nativeSymbol = chain.chainId === 137 ? 'MATIC' : 'ETH'
      const native = parseUnits(opts.native?.[nativeSymbol] ?? FAUCET_AMOUNTS.native[nativeSymbol], 18)
      await client.setBalance({ address: who, value: native })
      /** @type {Record<string, bigint>} */
      const tokens = {}
      for (const [symbol, token] of Object.entries(chain.tokens)) {
        const whole =
          opts.tokens?.[symbol] ??
          FAUCET_AMOUNTS.tokens[/** @type {keyof typeof FAUCET_AMOUNTS.tokens} */ (symbol)]
        if (whole === undefined) continue
        const decimals = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'decimals',
        })
        const amount = parseUnits(whole, decimals)
        if (symbol === 'WETH') await backWeth(client, token, who, amount)
        await client.request({ method: 'anvil_dealERC20', params: [who, token, `0x${amount.toString(16)}`] })
        tokens[symbol] = amount
      }
      return [String(chain.chainId), { native, tokens }]
    }),
  )
  return Object.fromEntries(results)
}

/** WETH9 pays withdrawals from its ETH balance: keep that balance in step with the dealt tokens. */
async function backWeth(client, weth, who, amount) {
  const before = await client.readContract({
    address: weth,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [who],
  })
  const held = await client.getBalance({ address: weth })
  const next = held + amount - before
  await client.setBalance({ address: weth, value: next > 0n ? next : 0n })
}

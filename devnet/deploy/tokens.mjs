import { DEVNET_OWNER, PRICES } from '../chains.mjs'
import { aaveArtifact } from './artifacts.mjs'
import { deploy, placeAt, write } from './context.mjs'

/**
 * Places every token of the chain at its mainnet address. WETH is the real WETH9 (from @aave/core-v3);
 * USDT gets the approve quirk; the rest are DevTokens the devnet owner (and later the vaults) can mint.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {import('../chains.mjs').ChainSpec} spec
 * @returns {Promise<Record<string, `0x${string}`>>}
 */
export async function deployTokens(ctx, spec) {
  /** @type {Record<string, `0x${string}`>} */
  const tokens = {}
  for (const t of spec.tokens) {
    if (t.kind === 'weth') {
      tokens[t.symbol] = await placeAt(ctx, aaveArtifact('WETH9'), [], t.address)
      continue
    }
    const artifact = ctx.compiled[t.kind === 'tether' ? 'TetherToken' : 'DevToken']
    tokens[t.symbol] = await placeAt(ctx, artifact, [t.name, t.symbol, t.decimals, DEVNET_OWNER], t.address)
  }
  return tokens
}

/**
 * Deploys one Chainlink-style USD feed per listed symbol (ordinary addresses, recorded in the manifest).
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {import('../chains.mjs').ChainSpec} spec
 * @returns {Promise<Record<string, `0x${string}`>>}
 */
export async function deployFeeds(ctx, spec) {
  /** @type {Record<string, `0x${string}`>} */
  const feeds = {}
  for (const symbol of spec.feeds) {
    const price = PRICES[/** @type {keyof typeof PRICES} */ (symbol)]
    feeds[symbol] = await deploy(ctx, ctx.compiled.PriceFeed, [`${symbol} / USD`, price, DEVNET_OWNER])
  }
  return feeds
}

/**
 * Mints `amount` of a DevToken (or wraps ETH for WETH) to `to`, for seed liquidity.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {string} token
 * @param {string} to
 * @param {bigint} amount
 * @param {boolean} isWeth
 */
export async function mintTo(ctx, token, to, amount, isWeth = false) {
  if (isWeth) {
    const weth = aaveArtifact('WETH9')
    await ctx.client.setBalance({ address: DEVNET_OWNER, value: 10n ** 30n })
    await write(ctx, token, weth.abi, 'deposit', [], { value: amount })
    if (to.toLowerCase() !== DEVNET_OWNER) await write(ctx, token, weth.abi, 'transfer', [to, amount])
    return
  }
  await write(ctx, token, ctx.compiled.DevToken.abi, 'mint', [to, amount])
}

/** Lets a yield contract mint the token it pays interest in. */
export function grantMinter(ctx, token, account) {
  return write(ctx, token, ctx.compiled.DevToken.abi, 'setMinter', [account, true])
}

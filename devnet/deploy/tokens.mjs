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
 * Feeds the devnet puts at their mainnet address (the catalogue's, src/chain/profile.ts), without a deployment:
 * their runtime code and storage are written there, so no later contract's address moves. WBTC's is the
 * WBTC / BTC feed; CRV's and CVX's price Convex's rewards.
 */
const AT_MAINNET = {
  WBTC: { address: '0xfdFD9C85aD200c506Cf9e21F1FD8dd01932FBB23', description: 'WBTC / BTC' },
  // Convex's rewards: CRV / USD and CVX / USD.
  CRV: { address: '0xCd627aA160A6fA45Eb793D19Ef54f5062F20f33f', description: 'CRV / USD' },
  CVX: { address: '0xd962fC30A72A84cE50161031391756Bf2876Af5D', description: 'CVX / USD' },
}

/**
 * Writes a PriceFeed at `address` as its constructor would have: description (a short string: its bytes
 * left-aligned, twice its length in the last byte), owner, answer, round 1 (devnet/contracts/PriceFeed.sol's
 * storage order).
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {`0x${string}`} address
 * @param {string} description under 32 bytes
 * @param {bigint} answer
 */
async function writeFeedAt(ctx, address, description, answer) {
  const text = Buffer.from(description, 'utf8')
  if (text.length >= 32) throw new Error(`feed description too long: ${description}`)
  const word = (n) => `0x${n.toString(16).padStart(64, '0')}`
  const shortString = `0x${text.toString('hex').padEnd(62, '0')}${(text.length * 2).toString(16).padStart(2, '0')}`
  await ctx.client.setCode({ address, bytecode: ctx.compiled.PriceFeed.deployedBytecode })
  const slots = [shortString, word(BigInt(DEVNET_OWNER)), word(answer), word(1n)]
  for (const [i, value] of slots.entries())
    await ctx.client.setStorageAt({
      address,
      index: word(BigInt(i)),
      value: /** @type {`0x${string}`} */ (value),
    })
}

/**
 * Deploys one Chainlink-style USD feed per listed symbol (ordinary addresses, recorded in the manifest); the
 * ones of {@link AT_MAINNET} are written at their mainnet address instead.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {import('../chains.mjs').ChainSpec} spec
 * @returns {Promise<Record<string, `0x${string}`>>}
 */
export async function deployFeeds(ctx, spec) {
  /** @type {Record<string, `0x${string}`>} */
  const feeds = {}
  for (const symbol of spec.feeds) {
    const price = PRICES[/** @type {keyof typeof PRICES} */ (symbol)]
    const placed = AT_MAINNET[/** @type {keyof typeof AT_MAINNET} */ (symbol)]
    if (placed) {
      const address = /** @type {`0x${string}`} */ (placed.address)
      await writeFeedAt(ctx, address, placed.description, price)
      feeds[symbol] = address
    } else feeds[symbol] = await deploy(ctx, ctx.compiled.PriceFeed, [`${symbol} / USD`, price, DEVNET_OWNER])
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

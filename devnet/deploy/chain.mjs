import { DEVNET_OWNER, ENS_NAMES, MULTICALL3 } from '../chains.mjs'
import { configureAaveLimits, deployAave } from './aave.mjs'
import { placeAt } from './context.mjs'
import { deployEns } from './ens.mjs'
import { deployMorpho } from './morpho.mjs'
import { deployFeeds, deployTokens } from './tokens.mjs'
import { deployUniswap } from './uniswap.mjs'
import { deployVaults } from './vaults.mjs'

/**
 * Deploys everything one chain holds and returns its manifest entry (without the RPC URL, which depends
 * on the ports the devnet is later served on). Order matters: addresses come from the owner's nonce.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {import('../chains.mjs').ChainSpec} spec
 */
export async function deployChain(ctx, spec) {
  await ctx.client.impersonateAccount({ address: DEVNET_OWNER })
  await ctx.client.setBalance({ address: DEVNET_OWNER, value: 10n ** 30n })
  const tokens = await deployTokens(ctx, spec)
  const multicall3 = await placeAt(ctx, ctx.compiled.Multicall3, [], MULTICALL3)
  const priceFeeds = await deployFeeds(ctx, spec)
  ctx.log(`chain ${spec.chainId}: tokens, Multicall3 and feeds deployed`)
  const decimals = Object.fromEntries(spec.tokens.map((t) => [t.symbol, t.decimals]))
  // Last on every chain: the contracts deployed before it take their addresses from the owner's nonce.
  const placeUniswap = async () => {
    const uniswap = await deployUniswap(ctx, { tokens, decimals })
    ctx.log(`chain ${spec.chainId}: Uniswap v3 and ${Object.keys(uniswap.pools).length} pools deployed`)
    return uniswap
  }
  if (spec.chainId !== 1) {
    const uniswap = await placeUniswap()
    return {
      chainId: spec.chainId,
      contracts: { multicall3, ...uniswap.contracts },
      uniswapPools: uniswap.pools,
      tokens,
      priceFeeds,
    }
  }

  const aave = await deployAave(ctx, { tokens, feeds: priceFeeds, decimals })
  ctx.log('chain 1: Aave v3 deployed')
  const morpho = await deployMorpho(ctx, { tokens, feeds: priceFeeds })
  ctx.log('chain 1: Morpho Blue deployed')
  const vaults = await deployVaults(ctx, { tokens })
  ctx.log('chain 1: Ethena, Compound, Curve, Convex, Yearn and Beefy deployed')
  await configureAaveLimits(ctx, { tokens, configurator: aave.configurator })
  ctx.log('chain 1: Aave caps and e-mode set')
  const ens = await deployEns(ctx)
  ctx.log('chain 1: ENS registry, resolver and names deployed')
  const uniswap = await placeUniswap()
  return {
    chainId: spec.chainId,
    contracts: {
      multicall3,
      ...uniswap.contracts,
      ...aave.contracts,
      morphoBlue: morpho.morphoBlue,
      ...vaults.contracts,
      ...ens.contracts,
    },
    ensNames: ENS_NAMES,
    uniswapPools: uniswap.pools,
    markets: { morphoDai: morpho.market, convexPid: vaults.convexPid },
    tokens,
    priceFeeds,
    aTokens: aave.aTokens,
    variableDebtTokens: aave.variableDebtTokens,
  }
}

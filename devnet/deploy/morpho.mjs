import { encodeAbiParameters, keccak256, toHex } from 'viem'
import { DEVNET_OWNER, MAINNET } from '../chains.mjs'
import { aaveArtifact } from './artifacts.mjs'
import { deploy, placeAt, read, write } from './context.mjs'
import { mintTo } from './tokens.mjs'

const WAD = 10n ** 18n
const LLTV = 860_000_000_000_000_000n // 86 %, one of mainnet's enabled LLTVs

/**
 * Morpho Blue compiled from @morpho-org/morpho-blue, placed at its mainnet address, with one market:
 * DAI loans against WETH collateral, priced by the devnet feeds, at a fixed 6 % borrow APR.
 * @param {import('./context.mjs').DeployContext} ctx
 * @param {{ tokens: Record<string, `0x${string}`>, feeds: Record<string, `0x${string}`> }} deps
 */
export async function deployMorpho(ctx, { tokens, feeds }) {
  const artifact = ctx.compiled.Morpho
  const morpho = await placeAt(ctx, artifact, [DEVNET_OWNER], MAINNET.morphoBlue, {
    // DOMAIN_SEPARATOR is an immutable that hashes the contract's own address: recompute it for the target.
    patchCode: async (code, temp) => {
      const old = /** @type {`0x${string}`} */ (await read(ctx, temp, artifact.abi, 'DOMAIN_SEPARATOR'))
      const fresh = keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
          [
            keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)')),
            BigInt(ctx.chainId),
            MAINNET.morphoBlue,
          ],
        ),
      )
      const patched = code.split(old.slice(2)).join(fresh.slice(2))
      if (patched === code) throw new Error('Morpho DOMAIN_SEPARATOR not found in runtime code')
      return patched
    },
  })
  const irm = await deploy(ctx, ctx.compiled.MorphoDevIrm, [(6n * WAD) / 100n])
  const oracle = await deploy(ctx, ctx.compiled.MorphoFeedOracle, [feeds.ETH, feeds.DAI, 18, 18])
  const abi = artifact.abi
  await write(ctx, morpho, abi, 'enableIrm', [irm])
  await write(ctx, morpho, abi, 'enableLltv', [LLTV])
  const params = { loanToken: tokens.DAI, collateralToken: tokens.WETH, oracle, irm, lltv: LLTV }
  await write(ctx, morpho, abi, 'createMarket', [params])
  const id = keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [params.loanToken, params.collateralToken, params.oracle, params.irm, params.lltv],
    ),
  )

  // Seed: 1M DAI supplied, 600k borrowed against 500 WETH, so suppliers earn ~3.6 %.
  const erc20 = aaveArtifact('IERC20').abi
  const dai = 1_000_000n * WAD
  const weth = 500n * WAD
  await mintTo(ctx, tokens.DAI, DEVNET_OWNER, dai)
  await mintTo(ctx, tokens.WETH, DEVNET_OWNER, weth, true)
  await write(ctx, tokens.DAI, erc20, 'approve', [morpho, dai])
  await write(ctx, tokens.WETH, erc20, 'approve', [morpho, weth])
  await write(ctx, morpho, abi, 'supply', [params, dai, 0n, DEVNET_OWNER, '0x'])
  await write(ctx, morpho, abi, 'supplyCollateral', [params, weth, DEVNET_OWNER, '0x'])
  await write(ctx, morpho, abi, 'borrow', [params, 600_000n * WAD, 0n, DEVNET_OWNER, DEVNET_OWNER])

  return {
    morphoBlue: morpho,
    market: {
      id,
      loanToken: params.loanToken,
      collateralToken: params.collateralToken,
      oracle,
      irm,
      lltv: LLTV.toString(),
    },
  }
}

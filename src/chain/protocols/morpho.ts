import { encodeAbiParameters, encodeFunctionData, keccak256, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { MorphoMarketNotConfiguredError, VaultInputError, vaultMessages } from '../../domain/vaults/errors'
import { planApproval } from '../pipeline/approvalSteps'
import type { Plan } from '../pipeline/types'
import type { MorphoMarket } from '../profile'
import { morphoAbi } from './abis'
import { ALL, shownAmount, type VaultPlanArgs, vaultPlan } from './vaultPlan'

const name = catalogueContracts.morphoBlue.name

/**
 * Morpho Blue's id of a market: keccak256 of its ABI-encoded parameters (MarketParamsLib.id), so a profile's
 * id can be checked against the parameters the supply call sends.
 * @example morphoMarketId(profile.vaults.morphoDaiMarket) === profile.vaults.morphoDaiMarket.id
 */
export function morphoMarketId(market: Omit<MorphoMarket, 'id'>): `0x${string}` {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
      ],
      [market.loanToken, market.collateralToken, market.oracle, market.irm, market.lltv],
    ),
  )
}

/** Whether a Morpho market id is configured (not all zeros, spec 001 §5). */
export function isMorphoMarketConfigured(market: MorphoMarket): boolean {
  return BigInt(market.id) !== 0n
}

function checked(args: VaultPlanArgs) {
  const market = args.profile.vaults.morphoDaiMarket
  if (!isMorphoMarketConfigured(market)) throw new MorphoMarketNotConfiguredError()
  if (args.intent.amount <= 0n) throw new VaultInputError(vaultMessages.invalidAmount)
  const { id: _id, ...params } = market
  return { market, params }
}

/**
 * Supply `amount` DAI to the profile's Morpho Blue DAI market: exact approve, then
 * `supply(marketParams, amount, 0, from, 0x)`.
 * @throws MorphoMarketNotConfiguredError when the market id is all zeros; VaultInputError 'Invalid amount'
 * when `amount` is 0 base units.
 */
export async function planMorphoDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  const { params } = checked(args)
  const { profile, from, intent } = args
  const { amount } = intent
  const morpho = profile.vaults.morphoBlue
  const approvals = await planApproval(client, {
    token: params.loanToken,
    tokenKey: 'DAI',
    owner: from,
    spender: morpho,
    amount,
    target: name,
  })
  const data = encodeFunctionData({
    abi: morphoAbi,
    functionName: 'supply',
    args: [params, amount, 0n, from, '0x'],
  })
  return vaultPlan(profile, from, intent, [
    ...approvals,
    { step: 'supply', to: morpho, value: 0n, data, tokenKey: 'DAI', amount, target: name },
  ])
}

/**
 * Withdraw `amount` DAI from the market to the sender. `ALL` (maxUint256) withdraws by shares, Morpho's way
 * of taking everything: every supply share the sender holds (shares do not grow; the assets they are worth
 * do), so the interest up to the withdraw's block comes along and the position ends at exactly 0 shares.
 * The review shows what those shares are worth today (SharesMathLib.toAssetsDown on the market as stored).
 * @throws as {@link planMorphoDeposit}.
 */
export async function planMorphoWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  const { market, params } = checked(args)
  const { profile, from, intent } = args
  const { amount } = intent
  const morpho = profile.vaults.morphoBlue
  let assets = amount
  let shares = 0n
  let held = amount
  if (amount === ALL) {
    const [[supplyShares], [totalSupplyAssets, totalSupplyShares]] = await Promise.all([
      client.readContract({
        address: morpho,
        abi: morphoAbi,
        functionName: 'position',
        args: [market.id, from],
      }),
      client.readContract({ address: morpho, abi: morphoAbi, functionName: 'market', args: [market.id] }),
    ])
    if (supplyShares === 0n) throw new VaultInputError(vaultMessages.invalidAmount)
    assets = 0n
    shares = supplyShares
    held = (supplyShares * (totalSupplyAssets + 1n)) / (totalSupplyShares + 10n ** 6n)
  }
  const data = encodeFunctionData({
    abi: morphoAbi,
    functionName: 'withdraw',
    args: [params, assets, shares, from, from],
  })
  return vaultPlan(profile, from, intent, [
    {
      step: 'withdraw',
      to: morpho,
      value: 0n,
      data,
      tokenKey: 'DAI',
      target: name,
      ...shownAmount(amount, held),
    },
  ])
}

import { encodeFunctionData, type PublicClient } from 'viem'
import { catalogueContracts } from '../../domain/catalogue/contracts'
import { MAX_BPS, YEARN_MAX_LOSS_BPS } from '../../domain/catalogue/protocolBounds'
import { amountValue } from '../../domain/errors/message'
import type { Plan } from '../pipeline/types'
import type { Address } from '../profile'
import { erc4626Abi, yearnAbi } from './abis'
import { ProtocolRefusedError } from './refused'
import {
  ALL,
  assertPositive,
  erc4626DepositPlan,
  shownAmount,
  type VaultPlanArgs,
  vaultPlan,
} from './vaultPlan'

const name = catalogueContracts.yearnUsdc.name
const USDC_DECIMALS = 6

/**
 * Deposit `amount` USDC into Yearn v3 yvUSDC-1: exact approve, then ERC-4626 `deposit(amount, from)`.
 * @throws ProtocolRefusedError('yearnFull') when the vault's deposit limit leaves less room than `amount`
 * (`maxDeposit`; the vault would revert "exceed deposit limit").
 * @example await planYearnDeposit(client, { profile, from, intent: { kind: 'supply', protocol: 'yearn', network: 'ethereum', tokenKey: 'USDC', amount: 100_000_000n } })
 */
export async function planYearnDeposit(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const vault = args.profile.vaults.yearnUsdcVault
  const room = await client.readContract({
    address: vault,
    abi: yearnAbi,
    functionName: 'maxDeposit',
    args: [args.from],
  })
  if (args.intent.amount > room)
    throw new ProtocolRefusedError('yearnFull', { amount: amountValue(room, USDC_DECIMALS, 2) })
  return erc4626DepositPlan(client, {
    ...args,
    vault,
    tokenKey: 'USDC',
    name,
    step: 'deposit',
  })
}

/** What `from` can take out now: within the app's max loss, and accepting any loss (liquidity alone). */
async function yearnLimits(
  client: PublicClient,
  vault: Address,
  from: Address,
  fn: 'maxWithdraw' | 'maxRedeem',
) {
  const [bounded, anyLoss] = await Promise.all(
    [YEARN_MAX_LOSS_BPS, MAX_BPS].map((maxLoss) =>
      client.readContract({ address: vault, abi: yearnAbi, functionName: fn, args: [from, maxLoss, []] }),
    ),
  )
  return { bounded: bounded as bigint, anyLoss: anyLoss as bigint }
}

/**
 * Withdraw `amount` USDC (`withdraw(amount, from, from, max_loss)`); `ALL` redeems every share the sender
 * holds (`redeem(shares, from, from, max_loss)`): shares do not grow, the USDC they are worth does, so nothing
 * stays behind and the yield up to that block comes along. Both name `max_loss` = YEARN_MAX_LOSS_BPS (0.01 %),
 * never the vault's defaults (0 for withdraw, any loss for redeem), and the step carries it for the review.
 * The amount is held to VaultV3's `maxWithdraw`/`maxRedeem` at that max loss.
 * @throws ProtocolRefusedError 'yearnLoss' when only a larger loss would let it out (the strategy has an
 * unrealised loss above 0.01 %), 'yearnLiquidity' when the strategy cannot free that much now; RangeError for
 * `ALL` with no shares.
 */
export async function planYearnWithdraw(client: PublicClient, args: VaultPlanArgs): Promise<Plan> {
  assertPositive(args.intent.amount)
  const { profile, from, intent } = args
  const { amount } = intent
  const vault = profile.vaults.yearnUsdcVault
  const refuse = (
    limits: { bounded: bigint; anyLoss: bigint },
    asked: bigint,
    freeable: () => Promise<bigint>,
  ) =>
    limits.anyLoss >= asked
      ? Promise.resolve(new ProtocolRefusedError('yearnLoss'))
      : freeable().then(
          (most) =>
            new ProtocolRefusedError('yearnLiquidity', { amount: amountValue(most, USDC_DECIMALS, 2) }),
        )
  let data: `0x${string}`
  let held = amount
  if (amount === ALL) {
    const shares = await client.readContract({
      address: vault,
      abi: erc4626Abi,
      functionName: 'balanceOf',
      args: [from],
    })
    if (shares === 0n) throw new RangeError('no yvUSDC to withdraw')
    const [worth, limits] = await Promise.all([
      client.readContract({
        address: vault,
        abi: erc4626Abi,
        functionName: 'convertToAssets',
        args: [shares],
      }),
      yearnLimits(client, vault, from, 'maxRedeem'),
    ])
    if (limits.bounded < shares)
      throw await refuse(
        limits,
        shares,
        async () => (await yearnLimits(client, vault, from, 'maxWithdraw')).anyLoss,
      )
    held = worth
    data = encodeFunctionData({
      abi: yearnAbi,
      functionName: 'redeem',
      args: [shares, from, from, YEARN_MAX_LOSS_BPS],
    })
  } else {
    const limits = await yearnLimits(client, vault, from, 'maxWithdraw')
    if (amount > limits.bounded) throw await refuse(limits, amount, async () => limits.anyLoss)
    data = encodeFunctionData({
      abi: yearnAbi,
      functionName: 'withdraw',
      args: [amount, from, from, YEARN_MAX_LOSS_BPS],
    })
  }
  return vaultPlan(profile, from, intent, [
    {
      step: 'withdraw',
      to: vault,
      value: 0n,
      data,
      tokenKey: 'USDC',
      target: name,
      bound: { kind: 'maxLoss', bps: YEARN_MAX_LOSS_BPS },
      ...shownAmount(amount, held),
    },
  ])
}

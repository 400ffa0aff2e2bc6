import { maxUint256 } from 'viem'
import type { LendingSnapshot } from '../chain/protocols/aaveLending'
import { parseAmount, toDecimalString } from '../domain/amounts'
import { type ErrorMessage, errorMessage } from '../domain/errors/message'
import {
  accountAfter,
  amountFromBase,
  borrowCap,
  checkBorrow,
  checkRepay,
  checkWithdraw,
  healthFactorOf,
  LendingAmountError,
  type LendingAsset,
  LendingGasError,
  LendingWalletError,
  lendingAssets,
  liquidationPrice,
  mainCollateral,
  needsRiskAcknowledgement,
  quickFill,
  repayOutcome,
  requirePositive,
} from '../domain/lending'
import { MIN_ETH_FOR_GAS } from '../domain/vaults/validate'

/** The four tabs: the spec's three plus supplying collateral. */
export type LendingTab = 'borrow' | 'repay' | 'withdraw' | 'supply'

/** What the form makes of the typed amount against the last read. */
export type FormCheck = {
  amount: bigint | null
  /** What the Pool is asked for: the amount, or maxUint256 for Aave's repay-all / withdraw-all. */
  onChainAmount: bigint | null
  /** Why the amount is refused, as the view translates it. */
  error: ErrorMessage | null
  /** Health factor after the action (1e18), null when it cannot be projected. */
  newHealthFactor: bigint | null
  needsAcknowledgement: boolean
  /** A repay that leaves accrued-interest dust owed (the view says so before signing). */
  leavesDust: boolean
  /** Price (base, 8 decimals) of the main collateral at which the position after the action is liquidated. */
  liquidation: { asset: LendingAsset; priceBase: bigint } | null
}

/** No amount, no error: the form before anything is typed. */
export const emptyForm: FormCheck = {
  amount: null,
  onChainAmount: null,
  error: null,
  newHealthFactor: null,
  needsAcknowledgement: false,
  leavesDust: false,
  liquidation: null,
}

/** The position's main collateral and its liquidation price once `tab` has moved `amount` of `asset`. */
function liquidationAfter(tab: LendingTab, asset: LendingAsset, amount: bigint, data: LendingSnapshot) {
  const reserve = data.reserves[asset]
  const account = accountAfter(data.account, reserve, { kind: tab, amount })
  const moved = (a: LendingAsset) => {
    const r = data.reserves[a]
    if (a !== asset || (tab !== 'withdraw' && tab !== 'supply')) return r
    const supplied = tab === 'supply' ? r.supplied + amount : r.supplied > amount ? r.supplied - amount : 0n
    return { ...r, supplied }
  }
  const main = mainCollateral(lendingAssets.map(moved))
  if (!main) return null
  const priceBase = liquidationPrice(account, main)
  return priceBase === null ? null : { asset: main.asset, priceBase }
}

/** Checks the typed amount for the tab and asset; never throws. Empty text is no amount and no error. */
export function checkForm(
  tab: LendingTab,
  asset: LendingAsset,
  amountText: string,
  data: LendingSnapshot | null,
): FormCheck {
  if (amountText.trim() === '' || !data) return emptyForm
  const reserve = data.reserves[asset]
  const account = data.account
  try {
    let amount: bigint
    try {
      amount = requirePositive(parseAmount(amountText, reserve.decimals))
    } catch {
      throw new LendingAmountError()
    }
    let onChainAmount = amount
    let leavesDust = false
    if (tab === 'borrow') checkBorrow(account, reserve, amount)
    else if (tab === 'repay') {
      checkRepay(amount, reserve.debt)
      if (reserve.wallet === 0n || (amount < reserve.debt && amount > reserve.wallet))
        throw new LendingWalletError(asset)
      const outcome = repayOutcome({ amount, debt: reserve.debt, wallet: reserve.wallet })
      if (outcome.all) onChainAmount = maxUint256
      leavesDust = outcome.leavesDust
    } else if (tab === 'withdraw') {
      checkWithdraw(account, reserve, amount, reserve.supplied)
      if (amount >= reserve.supplied && account.totalDebtBase === 0n) onChainAmount = maxUint256
    } else if (amount > reserve.wallet) throw new LendingWalletError(asset)
    if (data.nativeBalance < MIN_ETH_FOR_GAS) throw new LendingGasError()
    // Aave's "all" counts for a repay (the whole debt goes); a withdraw moves what was typed.
    const moved = tab === 'repay' ? onChainAmount : amount
    const after = accountAfter(account, reserve, { kind: tab, amount: moved })
    const newHealthFactor = healthFactorOf({
      collateralBase: after.totalCollateralBase,
      debtBase: after.totalDebtBase,
      liquidationThresholdBps: after.currentLiquidationThreshold || reserve.liquidationThresholdBps,
    })
    const risky = (tab === 'borrow' || tab === 'withdraw') && needsRiskAcknowledgement(newHealthFactor)
    return {
      amount,
      onChainAmount,
      error: null,
      newHealthFactor,
      needsAcknowledgement: risky,
      leavesDust,
      liquidation: liquidationAfter(tab, asset, moved, data),
    }
  } catch (error) {
    return { ...emptyForm, error: errorMessage(error) }
  }
}

/** The most a quick-fill can put in for the tab: the borrow cap, the payable debt, the supplied, the wallet. */
export function maxFor(tab: LendingTab, asset: LendingAsset, data: LendingSnapshot): bigint {
  const r = data.reserves[asset]
  if (tab === 'borrow')
    return amountFromBase(borrowCap(data.account.availableBorrowsBase), r.decimals, r.priceBase)
  if (tab === 'repay') {
    if (r.debt < r.wallet) return r.debt
    return r.wallet
  }
  if (tab === 'withdraw') return r.supplied
  return r.wallet
}

/** Exact decimal text with the reader's separator (`23908,5` in Spanish), never the ambiguous `1.000` form. */
const withSeparator = (value: bigint, decimals: number, separator: ',' | '.') =>
  toDecimalString(value, decimals).replace('.', separator)

/** The amount text of a 25/50/75/100 % quick-fill, with the reader's decimal separator. */
export function fillText(
  tab: LendingTab,
  asset: LendingAsset,
  data: LendingSnapshot,
  percent: number,
  separator: ',' | '.' = '.',
): string {
  const r = data.reserves[asset]
  return withSeparator(quickFill(maxFor(tab, asset, data), percent), r.decimals, separator)
}

/** Where the slider stands for the typed amount: 0–100 % of {@link maxFor}. */
export function sliderPercent(
  tab: LendingTab,
  asset: LendingAsset,
  data: LendingSnapshot | null,
  amount: bigint | null,
) {
  if (!data || amount === null) return 0
  const max = maxFor(tab, asset, data)
  if (max <= 0n) return 0
  return Number(((amount > max ? max : amount) * 100n) / max)
}

/** The repay tab's two other fills: the wallet's whole balance, or the whole debt as read. */
export function repayFillText(
  asset: LendingAsset,
  data: LendingSnapshot,
  source: 'wallet' | 'debt',
  separator: ',' | '.' = '.',
): string {
  const r = data.reserves[asset]
  return withSeparator(source === 'wallet' ? r.wallet : r.debt, r.decimals, separator)
}

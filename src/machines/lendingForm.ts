import { maxUint256 } from 'viem'
import type { LendingSnapshot } from '../chain/protocols/aaveLending'
import { parseAmount, toDecimalString } from '../domain/amounts'
import {
  amountFromBase,
  borrowCap,
  checkBorrow,
  checkRepay,
  checkWithdraw,
  healthAfterBorrow,
  healthAfterRepay,
  healthAfterWithdraw,
  healthFactorOf,
  LendingAmountError,
  type LendingAsset,
  LendingBalanceError,
  needsRiskAcknowledgement,
  quickFill,
  requirePositive,
  valueInBase,
} from '../domain/lending'

/** The four tabs: the spec's three plus supplying collateral. */
export type LendingTab = 'borrow' | 'repay' | 'withdraw' | 'supply'

/** A refused amount as the view shows it: the error's name (its i18n key) and the values of its text. */
export type FormError = { name: string; shortMessage: string; params: Record<string, string> }

/** What the form makes of the typed amount against the last read. */
export type FormCheck = {
  amount: bigint | null
  error: FormError | null
  /** Health factor after the action (1e18), null when it cannot be projected. */
  newHealthFactor: bigint | null
  needsAcknowledgement: boolean
}

const toFormError = (error: unknown): FormError => {
  const e = error as { name?: string; shortMessage?: string; available?: string; healthFactor?: string }
  const params: Record<string, string> = {}
  if (e.available) params.available = e.available
  if (e.healthFactor) params.healthFactor = e.healthFactor
  return {
    name: e.name ?? 'LendingAmountError',
    shortMessage: e.shortMessage ?? 'Enter a valid amount',
    params,
  }
}

/** Checks the typed amount for the tab and asset; never throws. Empty text is no amount and no error. */
export function checkForm(
  tab: LendingTab,
  asset: LendingAsset,
  amountText: string,
  data: LendingSnapshot | null,
): FormCheck {
  const none: FormCheck = { amount: null, error: null, newHealthFactor: null, needsAcknowledgement: false }
  if (amountText.trim() === '' || !data) return none
  const reserve = data.reserves[asset]
  const account = data.account
  try {
    let amount: bigint
    try {
      amount = requirePositive(parseAmount(amountText, reserve.decimals))
    } catch {
      throw new LendingAmountError()
    }
    let newHealthFactor: bigint
    if (tab === 'borrow') {
      checkBorrow(account, reserve, amount)
      newHealthFactor = healthAfterBorrow(account, reserve, amount)
    } else if (tab === 'repay') {
      checkRepay(amount, reserve.debt)
      newHealthFactor = healthAfterRepay(account, reserve, amount >= reserve.debt ? maxUint256 : amount)
    } else if (tab === 'withdraw') {
      checkWithdraw(account, reserve, amount, reserve.supplied)
      newHealthFactor = healthAfterWithdraw(account, reserve, amount)
    } else {
      if (amount > reserve.wallet) throw new LendingBalanceError()
      newHealthFactor = healthFactorOf({
        collateralBase:
          account.totalCollateralBase + valueInBase(amount, reserve.decimals, reserve.priceBase),
        debtBase: account.totalDebtBase,
        liquidationThresholdBps: account.currentLiquidationThreshold || reserve.liquidationThresholdBps,
      })
    }
    const risky = (tab === 'borrow' || tab === 'withdraw') && needsRiskAcknowledgement(newHealthFactor)
    return { amount, error: null, newHealthFactor, needsAcknowledgement: risky }
  } catch (error) {
    return { ...none, error: toFormError(error) }
  }
}

/** The most a quick-fill can put in for the tab: the borrow cap, the payable debt, the supplied, the wallet. */
export function maxFor(tab: LendingTab, asset: LendingAsset, data: LendingSnapshot): bigint {
  const r = data.reserves[asset]
  if (tab === 'borrow')
    return amountFromBase(borrowCap(data.account.availableBorrowsBase), r.decimals, r.priceBase)
  if (tab === 'repay') return r.debt < r.wallet ? r.debt : r.wallet
  if (tab === 'withdraw') return r.supplied
  return r.wallet
}

/** The amount text of a 25/50/75/100 % quick-fill. */
export function fillText(
  tab: LendingTab,
  asset: LendingAsset,
  data: LendingSnapshot,
  percent: 25 | 50 | 75 | 100,
): string {
  const r = data.reserves[asset]
  return toDecimalString(quickFill(maxFor(tab, asset, data), percent), r.decimals)
}

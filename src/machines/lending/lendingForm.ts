import { maxUint256 } from 'viem'
import type { LendingSnapshot } from '../../chain/protocols/aaveLending'
import { parseAmount, toDecimalString } from '../../domain/amounts'
import { type ErrorMessage, errorMessage } from '../../domain/errors/message'
import {
  accountAfter,
  amountFromBase,
  borrowCap,
  borrowRoom,
  checkBorrow,
  checkRepay,
  checkReserveLimits,
  checkWithdraw,
  firstSupplyIsCollateral,
  healthFactorOf,
  isolationOf,
  LendingAmountError,
  type LendingAsset,
  LendingGasError,
  LendingWalletError,
  needsRiskAcknowledgement,
  type PositionFigures,
  positionAfter,
  positionFigures,
  positionIsExact,
  positionReservesOf,
  quickFill,
  repayOutcome,
  requirePositive,
  supplyRoom,
  valueInBase,
} from '../../domain/lending'
import { MIN_ETH_FOR_GAS } from '../../domain/vaults/validate'

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
  /**
   * The position after the action: each collateral's liquidation price and distance, the LTV against the
   * threshold. Null when the read does not account for the whole position (see positionIsExact).
   */
  after: PositionFigures | null
}

/** No amount, no error: the form before anything is typed. */
export const emptyForm: FormCheck = {
  amount: null,
  onChainAmount: null,
  error: null,
  newHealthFactor: null,
  needsAcknowledgement: false,
  leavesDust: false,
  after: null,
}

/** The position's figures once `tab` has moved `amount` (maxUint256: all) of `asset`, as the pool counts. */
function figuresAfter(
  tab: LendingTab,
  asset: LendingAsset,
  amount: bigint,
  data: LendingSnapshot,
): PositionFigures | null {
  const reserves = positionReservesOf(data)
  if (!positionIsExact(data, reserves)) return null
  const collateral = tab === 'supply' && firstSupplyIsCollateral(data, asset)
  return positionFigures(positionAfter(reserves, { kind: tab, asset, amount }, collateral))
}

/**
 * The reserve's own refusals (caps, liquidity, isolation, frozen or paused), before a borrow's account check
 * when the reserve is the tighter limit, so the first refusal names the amount that really fits.
 */
function checkReserve(tab: LendingTab, asset: LendingAsset, amount: bigint, data: LendingSnapshot) {
  const r = data.reserves[asset]
  return checkReserveLimits(tab, r, amount, {
    isolation: isolationOf(data),
    all: tab === 'withdraw' ? r.supplied : r.debt,
  })
}

function reserveIsTighter(asset: LendingAsset, data: LendingSnapshot) {
  const r = data.reserves[asset]
  const room = borrowRoom(r)
  return (
    room !== null && valueInBase(room, r.decimals, r.priceBase) < borrowCap(data.account.availableBorrowsBase)
  )
}

/**
 * Checks the typed amount for the tab and asset; never throws. Empty text is no amount and no error. `all`
 * is the Max the user pressed on the withdraw or repay tab: the amount is then everything as last read (the
 * text {@link allText} fills in), and the Pool is asked for Aave's own "everything" (type(uint256).max), so
 * what accrues until the transaction lands goes too.
 */
export function checkForm(
  tab: LendingTab,
  asset: LendingAsset,
  amountText: string,
  data: LendingSnapshot | null,
  all = false,
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
    const reserveFirst = tab === 'borrow' && reserveIsTighter(asset, data)
    if (reserveFirst) checkReserve(tab, asset, amount, data)
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
      if (all) onChainAmount = maxUint256
    } else if (amount > reserve.wallet) throw new LendingWalletError(asset)
    if (!reserveFirst) checkReserve(tab, asset, onChainAmount, data)
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
      after: figuresAfter(tab, asset, moved, data),
    }
  } catch (error) {
    return { ...emptyForm, error: errorMessage(error) }
  }
}

/**
 * The most a quick-fill can put in for the tab: the borrow cap (never above what the reserve can lend), the
 * payable debt, the supplied, the wallet (never above what the supply cap takes).
 */
export function maxFor(tab: LendingTab, asset: LendingAsset, data: LendingSnapshot): bigint {
  const r = data.reserves[asset]
  const atMost = (a: bigint, b: bigint | null) => (b !== null && b < a ? b : a)
  if (tab === 'borrow')
    return atMost(
      amountFromBase(borrowCap(data.account.availableBorrowsBase), r.decimals, r.priceBase),
      borrowRoom(r),
    )
  if (tab === 'repay') {
    if (r.debt < r.wallet) return r.debt
    return r.wallet
  }
  if (tab === 'withdraw') return r.supplied
  return atMost(r.wallet, supplyRoom(r))
}

/**
 * Why the tab's share buttons (25–100 %, Todo lo depositado) have nothing to take a share of, as the text that
 * says so; null while they have. A share of nothing would fill in 0: the buttons are off and this says why.
 * Repay's two buttons stay on: "Toda la deuda" with an empty wallet fills the debt, and the form says what is
 * missing.
 */
export function nothingToFill(
  tab: LendingTab,
  asset: LendingAsset,
  data: LendingSnapshot,
): { key: NothingToFillKey; values: { asset: LendingAsset } } | null {
  if (tab === 'repay' || maxFor(tab, asset, data) > 0n) return null
  const key =
    tab === 'borrow'
      ? data.account.totalCollateralBase === 0n
        ? 'lending.nothing.borrow.noCollateral'
        : 'lending.nothing.borrow.noRoom'
      : tab === 'withdraw'
        ? 'lending.nothing.withdraw'
        : 'lending.nothing.supply'
  return { key, values: { asset } }
}

export type NothingToFillKey =
  | 'lending.nothing.borrow.noCollateral'
  | 'lending.nothing.borrow.noRoom'
  | 'lending.nothing.withdraw'
  | 'lending.nothing.supply'

/** Exact decimal text with the reader's separator (`23908,5` in Spanish), never the ambiguous `1.000` form. */
const withSeparator = (value: bigint, decimals: number, separator: ',' | '.') =>
  toDecimalString(value, decimals).replace('.', separator)

/**
 * The text of "everything" on a tab that has it, as last read: the supplied balance (withdraw) or the debt
 * (repay); null on the others. With Max pressed, the form shows it and follows each new read.
 */
export function allText(
  tab: LendingTab,
  asset: LendingAsset,
  data: LendingSnapshot,
  separator: ',' | '.' = '.',
): string | null {
  const r = data.reserves[asset]
  if (tab === 'withdraw') return withSeparator(r.supplied, r.decimals, separator)
  if (tab === 'repay') return withSeparator(r.debt, r.decimals, separator)
  return null
}

/**
 * Whether a quick-fill (or the slider) at `percent` means "all of it": 100 % of the tab's max where that max
 * is the whole position (the supplied balance; the debt, when the wallet holds more than it).
 */
export function fillsAll(tab: LendingTab, asset: LendingAsset, data: LendingSnapshot, percent: number) {
  const r = data.reserves[asset]
  if (percent < 100) return false
  return tab === 'withdraw' || (tab === 'repay' && r.debt > 0n && r.debt < r.wallet)
}

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

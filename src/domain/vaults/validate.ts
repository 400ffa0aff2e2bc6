import { AmountError } from '../amounts/AmountError'
import { parseAmount } from '../amounts/parseAmount'
import type { ProtocolId } from '../catalogue/protocols'
import { VaultInputError, type VaultMessage, vaultMessages } from './errors'

/** Spec 001 §9: the least native ETH a vault action needs for gas, 0.003 ETH in wei. */
export const MIN_ETH_FOR_GAS = 3_000_000_000_000_000n

/**
 * The invalid-amount text of each card (spec 001 §5): 'Enter a valid amount' for Aave, Morpho and Ethena,
 * 'Please enter a valid amount greater than 0' for Compound, Curve and Convex; the spec is silent on Yearn and
 * Beefy, which take the fuller sentence.
 */
export const invalidAmountMessage: Record<ProtocolId, VaultMessage> = {
  aave: vaultMessages.enterValidAmount,
  morpho: vaultMessages.enterValidAmount,
  ethena: vaultMessages.enterValidAmount,
  compound: vaultMessages.validAmountGreaterThanZero,
  curve: vaultMessages.validAmountGreaterThanZero,
  convex: vaultMessages.validAmountGreaterThanZero,
  yearn: vaultMessages.validAmountGreaterThanZero,
  beefy: vaultMessages.validAmountGreaterThanZero,
}

/** What a vault modal knows when the user submits. Balances are base units. */
export type VaultAmountInput = {
  protocol: ProtocolId
  action: 'deposit' | 'withdraw'
  /** What the user typed (`1,5`, `1.5`). */
  text: string
  /** The asset's symbol and decimals (USDC 6, DAI 18, USDe 18). */
  asset: string
  decimals: number
  /** Deposit: the wallet's balance of the asset. Withdraw: the position's value in the asset. */
  available: bigint
  /** The wallet's native ETH, wei. */
  ethBalance: bigint
}

/**
 * Checks a vault amount in the spec's order (§5) and returns it in base units: a number above 0 (the card's
 * own sentence), for Morpho above 0 base units once converted ('Invalid amount'), covered by the balance
 * ('Insufficient {asset} balance'), with at least 0.003 ETH left for gas. Morpho's extra decimals are cut
 * off as the original did, so that a dust amount reads 'Invalid amount' rather than a decimals error.
 * @throws VaultInputError with the `vaults` i18n key (and `{ asset }` for the balance text).
 * @example validateVaultAmount({ protocol: 'aave', action: 'deposit', text: '100', asset: 'USDC', decimals: 6, available: 10n ** 9n, ethBalance: 10n ** 18n }) // 100_000_000n
 */
export function validateVaultAmount(input: VaultAmountInput): bigint {
  const amount = parse(input)
  if (amount > input.available)
    throw new VaultInputError(vaultMessages.insufficientBalance, { asset: input.asset })
  if (input.ethBalance < MIN_ETH_FOR_GAS) throw new VaultInputError(vaultMessages.insufficientGas)
  return amount
}

function parse(input: VaultAmountInput): bigint {
  const invalid = () => new VaultInputError(invalidAmountMessage[input.protocol])
  try {
    return parseAmount(input.text, input.decimals)
  } catch (error) {
    if (!(error instanceof AmountError)) throw error
    if (input.protocol === 'morpho' && (error.code === 'tooManyDecimals' || error.code === 'zero')) {
      const truncated = truncate(input.text, input.decimals)
      if (truncated === null) throw invalid()
      if (truncated === 0n) throw new VaultInputError(vaultMessages.invalidAmount)
      return truncated
    }
    throw invalid()
  }
}

/** Base units of a positive decimal text with its extra decimals cut off; null when it is not above 0. */
function truncate(text: string, decimals: number): bigint | null {
  const match = /^\s*\+?(\d*)[.,]?(\d*)\s*$/.exec(text)
  if (!match || !/[1-9]/.test(text)) return null
  return BigInt(`${match[1] || '0'}${(match[2] ?? '').slice(0, decimals).padEnd(decimals, '0')}`)
}

/**
 * The notice a modal shows before any input when the wallet holds none of the asset (spec 001 §2.2):
 * 'No DAI balance detected.' on Morpho's deposit, 'No USDe balance detected' on Ethena's stake; else null.
 */
export function zeroBalanceNotice(
  protocol: ProtocolId,
  action: 'deposit' | 'withdraw',
  balance: bigint,
): VaultMessage | null {
  if (action !== 'deposit' || balance > 0n) return null
  if (protocol === 'morpho') return vaultMessages.noDaiBalance
  if (protocol === 'ethena') return vaultMessages.noUsdeBalance
  return null
}

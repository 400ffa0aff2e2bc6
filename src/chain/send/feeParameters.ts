import { parseGwei } from 'viem'
import type { GasPrices } from '../getGasPrices'

/** Spec §7: the tip used when no gas level is known. */
export const DEFAULT_PRIORITY_FEE = parseGwei('3')
/** Spec §7: the max fee used when no gas level is known. */
export const DEFAULT_MAX_FEE = parseGwei('60')

/** EIP-1559 fee fields of a transaction, in wei per gas. */
export type FeeParameters = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/**
 * EIP-1559 fees from the gas levels: the standard tip, and a max fee of twice the next base fee (or the latest
 * block's, when higher) plus the tip (room for six full blocks of base-fee growth). When the levels are the fixed fallback (no live data),
 * the spec's defaults apply: 3 gwei tip, 60 gwei max fee.
 * @example feeParameters(defaultGasPrices) // { maxFeePerGas: 60 gwei, maxPriorityFeePerGas: 3 gwei }
 */
export function feeParameters(gas: GasPrices): FeeParameters {
  if (gas.source === 'defaults') {
    return { maxFeePerGas: DEFAULT_MAX_FEE, maxPriorityFeePerGas: DEFAULT_PRIORITY_FEE }
  }
  const tip = gas.priorityFee.standard
  // The next block's base fee, unless the latest block's is higher (a node may report a lower next fee than
  // it then charges, e.g. after a fee override): the ceiling must hold for the block being built now.
  const base =
    gas.latestBaseFee !== undefined && gas.latestBaseFee > gas.baseFee ? gas.latestBaseFee : gas.baseFee
  return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip }
}

import type { PublicClient } from 'viem'
import { getGasPrices } from '../getGasPrices'
import type { Address } from '../profile'
import { type BuildTransferParameters, buildTransfer, type TransferCall } from './buildTransfer'
import { estimateTransferGas, type TransferGas } from './estimateTransferGas'
import { type FeeParameters, feeParameters } from './feeParameters'

/** Arguments of {@link quoteTransfer}: the transfer and its sender. */
export type QuoteTransferParameters = BuildTransferParameters & { from: Address }

/** A simulated transfer ready to sign, with the most it can cost in the native coin. */
export type TransferQuote = FeeParameters & {
  call: TransferCall
  gas: TransferGas
  /** gasLimit × maxFeePerGas, in wei of the network's native coin: what the user may pay at most. */
  maxFee: bigint
}

/**
 * Builds, simulates and prices a transfer: the call, gas limit (estimate + 20 %) and EIP-1559 fees from the
 * network's gas levels. Nothing is signed.
 * @throws SendError 'Token not supported on selected network'; the node's error when the simulation reverts.
 * @example const quote = await quoteTransfer(client, { profile, network, tokenKey, from, to, amount })
 */
export async function quoteTransfer(
  client: PublicClient,
  args: QuoteTransferParameters,
  options: { oracleUrl?: string | null } = {},
): Promise<TransferQuote> {
  const call = buildTransfer(args)
  const [gas, levels] = await Promise.all([
    estimateTransferGas(client, { from: args.from, call }),
    getGasPrices(client, options),
  ])
  const fees = feeParameters(levels)
  return { call, gas, ...fees, maxFee: gas.gasLimit * fees.maxFeePerGas }
}

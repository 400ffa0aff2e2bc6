import type { Hex, PublicClient } from 'viem'
import { NO_WALLET, SendError } from '../../domain/send/errors'
import type { UnsignedTransaction } from '../../workers/vaultApi'
import { markNonceUsed, nextNonce } from './nonces'
import { type QuoteTransferParameters, quoteTransfer, type TransferQuote } from './quoteTransfer'

/** Signs an unsigned transaction and returns it raw; in the app, the vault worker's `signTransaction`. */
export type SignTransaction = (tx: UnsignedTransaction) => Promise<Hex>

/** Arguments of {@link sendTransfer}. `from` may be null when no wallet is loaded. */
export type SendTransferParameters = Omit<QuoteTransferParameters, 'from'> & {
  from: QuoteTransferParameters['from'] | null
  sign: SignTransaction
}

/** A broadcast transfer. */
export type SentTransfer = { hash: Hex; nonce: number; quote: TransferQuote }

/**
 * Sends a transfer: simulate and estimate (+20 %), EIP-1559 fees, pending nonce, sign (in the worker),
 * `eth_sendRawTransaction`. Works the same on all four networks.
 * @throws SendError 'No wallet available' without a sender; 'Token not supported on selected network';
 *   the node's or the signer's error otherwise.
 * @example await sendTransfer(client, { profile, network: 'ethereum', tokenKey: 'ETH', from, to, amount, sign })
 */
export async function sendTransfer(
  client: PublicClient,
  args: SendTransferParameters,
): Promise<SentTransfer> {
  const { from, sign, ...rest } = args
  if (!from) throw new SendError(NO_WALLET)
  const chainId = args.profile.networks[args.network].chainId
  const quote = await quoteTransfer(client, { ...rest, from })
  const nonce = await nextNonce(client, { chainId, address: from })
  const tx: UnsignedTransaction = {
    chainId,
    to: quote.call.to,
    value: quote.call.value,
    nonce,
    gas: quote.gas.gasLimit,
    maxFeePerGas: quote.maxFeePerGas,
    maxPriorityFeePerGas: quote.maxPriorityFeePerGas,
    ...(quote.call.data ? { data: quote.call.data } : {}),
  }
  const raw = await sign(tx)
  const hash = await client.sendRawTransaction({ serializedTransaction: raw })
  markNonceUsed({ chainId, address: from, nonce })
  return { hash, nonce, quote }
}

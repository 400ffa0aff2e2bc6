import type { PublicClient } from 'viem'
import type { Address } from '../profile'
import type { TransferCall } from './buildTransfer'

/** Spec §7: gas limits used when estimation fails. */
export const FALLBACK_GAS = { native: 21_000n, token: 65_000n } as const

/** The gas a transfer will be given, and where the figure came from. */
export type TransferGas = { estimate: bigint; gasLimit: bigint; source: 'estimate' | 'fallback' }

/**
 * Simulates the transfer (`eth_call` from the sender: a revert, such as a token balance too low, fails
 * here, before anything is signed), then estimates its gas and adds 20 %. When only the estimate fails, the
 * spec's limits (21 000 native, 65 000 token) plus 20 % are used.
 * @throws the node's error when the simulation reverts.
 */
export async function estimateTransferGas(
  client: PublicClient,
  args: { from: Address; call: TransferCall },
): Promise<TransferGas> {
  const { from, call } = args
  const request = { account: from, to: call.to, value: call.value, ...(call.data ? { data: call.data } : {}) }
  await client.call(request)
  let estimate: bigint
  let source: TransferGas['source'] = 'estimate'
  try {
    estimate = await client.estimateGas(request)
  } catch (error) {
    console.warn('[send] gas estimate failed; using the fixed limit', error)
    estimate = call.native ? FALLBACK_GAS.native : FALLBACK_GAS.token
    source = 'fallback'
  }
  return { estimate, gasLimit: (estimate * 120n) / 100n, source }
}

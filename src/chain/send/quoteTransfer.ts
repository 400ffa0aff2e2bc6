import type { PublicClient } from 'viem'
import type { GasPrices } from '../getGasPrices'
import { planTransfer } from '../pipeline/planTransfer'
import { simulatePlan } from '../pipeline/simulatePlan'
import type { Intent, SimulatedPlan } from '../pipeline/types'
import type { Address, ChainProfile } from '../profile'

/** Arguments of {@link quoteTransfer}: the transfer and its sender. */
export type QuoteTransferParameters = Omit<Extract<Intent, { kind: 'transfer' }>, 'kind'> & {
  profile: ChainProfile
  from: Address
}

/**
 * The send form's fee: the transfer made into the very plan Enviar reviews and simulated the same way
 * (`simulatePlan`: gas used + 10 %, or the node's estimate when higher, + 20 %; max fee per gas from the
 * network's gas levels), so its `maxFee` is the figure the review then calls the maximum, not a figure of its
 * own. Nothing is signed.
 * @throws SendError 'Token not supported on selected network'; SimulationFailedError when the transfer reverts.
 * @example const { maxFee } = await quoteTransfer(client, { profile, network, tokenKey, from, to, amount })
 */
export async function quoteTransfer(
  client: PublicClient,
  args: QuoteTransferParameters,
  options: { gas?: GasPrices } = {},
): Promise<SimulatedPlan> {
  const { profile, from, ...transfer } = args
  const intent = { kind: 'transfer', ...transfer } as const
  return simulatePlan(client, planTransfer({ profile, from, intent }), options)
}

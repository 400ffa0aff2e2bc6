import type { ChainService } from '../../chain/chainService'
import { readyChainService } from '../../chain/readyChainService'

/**
 * The chain service for a machine's actor: the one already made when there is one (the screen before the wallet
 * made it in an idle moment, src/routes/-onboarding/warmUpWallet.ts), so a read starts in the task that asked
 * for it; else its code and profile are loaded first. Its code stays out of the first screen's bundle.
 * @example const balances = await (await chain()).balances(address)
 */
export function chain(): Promise<ChainService> {
  const ready = readyChainService()
  if (ready) return Promise.resolve(ready)
  return import('../../chain/chainService').then((m) => m.loadChainService())
}

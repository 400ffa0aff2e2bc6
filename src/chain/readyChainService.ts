import type { ChainService } from './chainService'

let ready: ChainService | null = null

/**
 * The chain service once it is made, with nothing to wait for: a module of its own, so a machine on the first
 * screen can ask without bringing viem into the first screen's code (src/chain/chainService.ts sets it).
 */
export function readyChainService(): ChainService | null {
  return ready
}

/** Called by chainService.ts when the service is made (`null` when it is reset). */
export function setReadyChainService(service: ChainService | null): void {
  ready = service
}

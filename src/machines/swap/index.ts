// The swap feature's public face (DESIGN.md §1).
export type { SwapQuoteView } from './swapActors'
export {
  quoteMinimum,
  type SwapContext,
  type SwapEvent,
  type SwapInput,
  swapAmount,
  swapMachine,
  swapProblem,
} from './swapMachine'

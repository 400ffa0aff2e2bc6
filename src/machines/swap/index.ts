// The swap feature's public face (DESIGN.md §1).
export type { SwapQuoteView } from './swapActors'
export { swapMachine } from './swapMachine'
export {
  quoteMinimum,
  type SwapContext,
  type SwapEvent,
  type SwapInput,
  swapAmount,
  swapProblem,
} from './swapRules'

import type { lendingPesos as es } from '../es/lendingPesos'

/** The loans page's rates in Argentine terms (English). */
export const lendingPesos: Record<keyof typeof es, string> = {
  'lendingPesos.tea': 'APY {rate}',
  'lendingPesos.tna': 'APR {rate}',
  'lendingPesos.realYield': 'Real in pesos: {value}',
  'lendingPesos.realCost': 'Real cost in pesos: {value}',
  'lendingPesos.stablesOnly':
    'The real yield and cost in pesos are shown for dollar stablecoins (USDC, USDT, DAI): for WETH, WBTC and LINK they also depend on their price.',
  'lendingPesos.help.borrow':
    'For a loan, the same sum with the loan’s APY gives its real cost in pesos: how much what you owe grows in purchasing power. When it is negative, inflation shrinks your debt faster than the dollar and the interest grow it.',
}

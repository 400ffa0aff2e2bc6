/**
 * The loans page's rates in Argentine terms (issue 22): each of Aave's nominal yearly rates (its APR, a TNA)
 * as the TEA banks quote, and the real yield of a deposit or the real cost of a loan in pesos.
 */
export const lendingPesos = {
  'lendingPesos.tea': 'TEA {rate}',
  'lendingPesos.tna': 'TNA {rate}',
  'lendingPesos.realYield': 'Real en pesos: {value}',
  'lendingPesos.realCost': 'Costo real en pesos: {value}',
  'lendingPesos.stablesOnly':
    'El rendimiento y el costo reales en pesos se muestran para los dólares estables (USDC, USDT, DAI): en WETH, WBTC y LINK dependen además de su precio.',
  'lendingPesos.help.borrow':
    'En un préstamo, la misma cuenta con la TEA del préstamo da su costo real en pesos: cuánto crece lo que debés medido en poder de compra. Si da negativo, la inflación achica tu deuda más de lo que la agrandan el dólar y los intereses.',
} as const

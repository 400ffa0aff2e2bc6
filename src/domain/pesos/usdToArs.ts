/**
 * A dollar figure in pesos at a dólar quote (pesos per dollar). Numbers only, for display: the amounts
 * behind the dollar figure stay bigint until they are valued.
 * @throws RangeError when the quote is not a positive finite number (never a wrong peso figure).
 * @example usdToArs(1_234.5, 1_468) // 1_812_246
 */
export function usdToArs(usd: number, pesosPerDollar: number): number {
  if (!Number.isFinite(pesosPerDollar) || pesosPerDollar <= 0)
    throw new RangeError(`not a dólar quote: ${pesosPerDollar}`)
  return usd * pesosPerDollar
}

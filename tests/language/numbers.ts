/**
 * Numbers written the English way on a Spanish screen (DESIGN §7: es-AR writes `1.234,56` and `0,003`):
 * `24,150.00`, `0.003 ETH`, `$12.5B`, `1,234,567`. Addresses and hashes (`0x…`), links, dates (`22/11/2026`),
 * times and dotted versions or IPs (`127.0.0.1`) are not amounts and are left alone; Spanish grouping
 * (`1.234`, `25.326`) and a lone comma (`1,500`, which Spanish reads as a decimal) pass.
 * @example englishNumbers('Disponible: $24,150.00 · ~0.003 ETH · 1.234,56') // ['24,150.00', '0.003']
 */
export function englishNumbers(text: string): string[] {
  const plain = text.replace(/https?:\/\/\S+/g, ' ').replace(/0x[0-9a-fA-F…\u2060]+/g, ' ')
  const found: string[] = []
  // A number with separators, not glued to a word or to another separator (`v1.2`, `yvUSDC-1`).
  for (const [n] of plain.matchAll(/(?<![\w.,])\d+(?:[.,]\d+)+/g)) {
    const dots = n.split('.').length - 1
    const commas = n.split(',').length - 1
    // Spanish: grouping by dots (never after a leading 0), a decimal comma.
    const spanish = /^(0|[1-9]\d{0,2}(\.\d{3})*)(,\d+)?$/.test(n)
    if (spanish) continue
    if (dots > 0 && commas > 0)
      found.push(n) // 24,150.00
    else if (commas > 1)
      found.push(n) // 1,234,567
    else if (dots === 1) found.push(n) // 0.003, 12.5, 24150.00
    // Several dots that are not Spanish grouping: a version or an address (127.0.0.1), not an amount.
  }
  return found
}

/**
 * Numbers written the Spanish way on an English screen: a decimal comma (`0,000001`, `1,5`) or dot grouping
 * with one (`1.234,56`). English grouping (`1,234`, `24,150.00`) passes; dates, times, addresses, links and
 * dotted versions are left alone as in {@link englishNumbers}.
 * @example spanishNumbers('Amount 0,000001 · $24,150.00 · 1.234,56') // ['0,000001', '1.234,56']
 */
export function spanishNumbers(text: string): string[] {
  const plain = text.replace(/https?:\/\/\S+/g, ' ').replace(/0x[0-9a-fA-F…\u2060]+/g, ' ')
  const found: string[] = []
  for (const [n] of plain.matchAll(/(?<![\w.,])\d+(?:[.,]\d+)+/g)) {
    // English: grouping by commas (never after a leading 0), a decimal point.
    if (/^(0|[1-9]\d{0,2}(,\d{3})*|\d+)(\.\d+)?$/.test(n)) continue
    if (n.includes(',')) found.push(n) // 0,000001, 1,5, 1.234,56
    // Only dots, several of them: a version or an address (127.0.0.1), not an amount.
  }
  return found
}

/** An RLP item: a byte string or a list of items. */
export type RlpItem = Uint8Array | readonly RlpItem[]

/** A length or integer as minimal big-endian bytes (0 → empty), as RLP and Ethereum transactions want. */
export function integerBytes(value: bigint | number): Uint8Array {
  let n = BigInt(value)
  if (n < 0n) throw new RangeError('RLP integers cannot be negative')
  if (n >= 1n << 256n) throw new RangeError('RLP integers must fit in 256 bits')
  const out: number[] = []
  while (n > 0n) {
    out.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  return Uint8Array.from(out)
}

function withPrefix(payload: Uint8Array, shortBase: number, longBase: number): Uint8Array {
  if (payload.length <= 55) return concat([Uint8Array.of(shortBase + payload.length), payload])
  const length = integerBytes(payload.length)
  return concat([Uint8Array.of(longBase + length.length), length, payload])
}

/** Joins byte strings. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * Recursive Length Prefix encoding (Ethereum yellow paper, appendix B). Written here so the worker signs
 * without viem, whose own copy of the noble hashes would otherwise ship beside ours.
 *
 * @example
 * rlpEncode([integerBytes(1), new Uint8Array()]) // Uint8Array [0xc2, 0x01, 0x80]
 */
export function rlpEncode(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    if (item.length === 1 && (item[0] as number) < 0x80) return item
    return withPrefix(item, 0x80, 0xb7)
  }
  return withPrefix(concat(item.map(rlpEncode)), 0xc0, 0xf7)
}

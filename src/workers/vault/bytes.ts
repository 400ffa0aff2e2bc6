/** Overwrites a buffer with zeros; used on every secret the worker drops. */
export function zero(bytes: Uint8Array | null | undefined): void {
  bytes?.fill(0)
}

/** Bytes → lowercase 0x-prefixed hex. */
export function toHex(bytes: Uint8Array): `0x${string}` {
  let out = '0x'
  for (const b of bytes) out += b.toString(16).padStart(2, '0')
  return out as `0x${string}`
}

/** Whether two byte strings are equal, in time that depends only on their length (secrets are compared). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number)
  return diff === 0
}

/** Even-length hex (with or without 0x) → bytes. The caller has already checked the characters. */
export function fromHex(hex: string): Uint8Array {
  const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex
  const out = new Uint8Array(body.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16)
  return out
}

/** Big-endian bytes → bigint. */
export function toBigInt(bytes: Uint8Array): bigint {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  return n
}

/** Cryptographically random bytes from WebCrypto. */
export function randomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length))
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

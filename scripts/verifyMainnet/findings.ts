import type { Address } from 'viem'
import type { Finding, ReadResult } from './types'

/** The decoded value of a read, or undefined when it failed or is absent. */
export function readValue<T>(results: Record<string, ReadResult>, key: string): T | undefined {
  const result = results[key]
  return result?.ok ? (result.value as T) : undefined
}

/** Addresses compare without case: the devnet's are lowercase, mainnet's checksummed. */
export function sameAddress(a: string | undefined | null, b: string | undefined | null): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}

/** `0xA0b8…eB48`: enough of an address to tell it in a table. */
export function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * The row for "this contract points at that address": ok when the read gave `expected`, fail (naming both)
 * when it gave another, fail when the read itself failed.
 * @example pointsAt('base token', results, 'baseToken', usdc, 'USDC')
 */
export function pointsAt(
  check: string,
  results: Record<string, ReadResult>,
  key: string,
  expected: Address | null,
  label: string,
): Finding {
  const got = readValue<string>(results, key)
  if (got === undefined) return { check, status: 'fail', detail: `${key} did not answer` }
  if (!expected) return { check, status: 'fail', detail: `the profile has no ${label} to compare with` }
  return sameAddress(got, expected)
    ? { check, status: 'ok', detail: `${label} ${short(got)}` }
    : { check, status: 'fail', detail: `${short(got)}, the catalogue says ${label} ${short(expected)}` }
}

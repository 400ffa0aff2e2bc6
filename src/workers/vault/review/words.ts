/**
 * The 32-byte words of a call's ABI-encoded arguments, read as the worker needs them: unsigned integers,
 * addresses (refused unless the top 12 bytes are zero) and the length of a trailing `bytes`. A tiny reader
 * instead of a full ABI decoder, so the worker bundle keeps no second copy of viem.
 */
export class Words {
  readonly #hex: string

  /** `args`: the calldata after the 4-byte selector, lowercase hex without `0x`. */
  constructor(args: string) {
    if (!/^(?:[0-9a-f]{64})*$/.test(args)) throw new RangeError('arguments are not whole 32-byte words')
    this.#hex = args
  }

  /** How many words the arguments hold. */
  get count(): number {
    return this.#hex.length / 64
  }

  #word(i: number): string {
    if (i < 0 || i >= this.count) throw new RangeError(`argument word ${i} is missing`)
    return this.#hex.slice(i * 64, (i + 1) * 64)
  }

  /** Word `i` as an unsigned integer. */
  uint(i: number): bigint {
    return BigInt(`0x${this.#word(i)}`)
  }

  /** Word `i` as a lowercase address, or null when it is not a clean 20-byte value. */
  address(i: number): string | null {
    const word = this.#word(i)
    return /^0{24}[0-9a-f]{40}$/.test(word) ? `0x${word.slice(24)}` : null
  }

  /** Word `i` as a bool, or null when it is neither 0 nor 1. */
  bool(i: number): boolean | null {
    const value = this.uint(i)
    return value === 0n ? false : value === 1n ? true : null
  }

  /** The byte length of the dynamic `bytes` whose offset is in word `i` (the offset must point just past the head). */
  bytesLength(i: number, headWords: number): bigint | null {
    if (this.uint(i) !== BigInt(headWords * 32)) return null
    return this.uint(headWords)
  }
}

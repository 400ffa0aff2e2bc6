/**
 * A secret text (password, seed phrase, private key) carried through machine events and context without
 * showing up in logs, JSON, the inspector or React DevTools: it prints as `•••` and only `reveal()` gives
 * the text back.
 *
 * @example
 * const password = new Secret(form.get('password') as string)
 * JSON.stringify({ password }) // '{"password":"•••"}'
 */
export class Secret {
  readonly #value: string

  constructor(value: string) {
    this.#value = value
  }

  /** The text itself, for the one call that needs it. */
  reveal(): string {
    return this.#value
  }

  /** Number of characters, for checks that need no content. */
  get length(): number {
    return this.#value.length
  }

  toJSON(): string {
    return '•••'
  }

  toString(): string {
    return '•••'
  }
}

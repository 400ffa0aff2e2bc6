/**
 * The texts behind every Secret. Kept outside the object so that nothing that walks an object — the
 * browser console, React DevTools, the XState inspector, structured clone — can reach the text: a private
 * field would still show up when the object is expanded in DevTools.
 */
const texts = new WeakMap<Secret, string>()

/** What a Secret prints as, everywhere. */
export const MASKED = '•••'

/**
 * A secret text (password, seed phrase, private key) carried through machine events and context without
 * showing up in logs, JSON, the inspector or React DevTools: it prints as `•••` and only `reveal()` gives
 * the text back.
 *
 * @example
 * const password = new Secret(form.get('password') as string)
 * JSON.stringify({ password }) // '{"password":"•••"}'
 * String(password) // '•••'
 */
export class Secret {
  constructor(value: string) {
    texts.set(this, value)
  }

  /** The text itself, for the one call that needs it. */
  reveal(): string {
    return texts.get(this) ?? ''
  }

  /** Number of characters, for checks that need no content. */
  get length(): number {
    return this.reveal().length
  }

  toJSON(): string {
    return MASKED
  }

  toString(): string {
    return MASKED
  }

  /** Node's `util.inspect` and `console.log` in Node (tests, the bench). */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `Secret(${MASKED})`
  }
}

/**
 * An API key as settings show it: never whole, only its last four characters when it is long enough that
 * they give nothing away.
 * @example maskApiKey('abcd1234efgh5678') // '••••5678'
 * @example maskApiKey('short') // '••••'
 */
export function maskApiKey(key: string): string {
  const trimmed = key.trim()
  return trimmed.length >= 12 ? `••••${trimmed.slice(-4)}` : '••••'
}

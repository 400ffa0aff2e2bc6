import { httpError } from '../errors'

/** A `fetch` the clients take, so tests and the app pass their own (same signature as the global one). */
export type Fetch = typeof fetch

/**
 * GETs JSON with a timeout.
 * @throws ChainError 'HTTP error! status: N' on a non-2xx answer; the fetch error on a network failure.
 */
export async function fetchJson(
  url: string,
  options: { fetch?: Fetch; timeoutMs?: number } = {},
): Promise<unknown> {
  const doFetch = options.fetch ?? fetch
  const res = await doFetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
  })
  if (!res.ok) throw httpError(res.status)
  return res.json()
}

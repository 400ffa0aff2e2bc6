/** How the key worker's own reads reach a node: its timeout per endpoint and the fetch it uses (tests pass theirs). */
export type EthCallOptions = {
  timeoutMs?: number
  request?: (url: string, init: RequestInit) => Promise<Response>
}

/**
 * One `eth_call` at the latest block, asked of `urls` in order, each with its own timeout, until one answers in a
 * form `read` accepts (it throws on any other); the first well-formed answer counts. Nothing is sent but the
 * call itself. The key worker reads what it checks a plan against (a loan's debt, a Comet balance, a Curve
 * quote) itself, never from the page.
 * @throws Error naming `what` and each endpoint's failure when none answered well.
 */
export async function firstEthCall(
  urls: readonly string[],
  call: { to: string; data: string },
  read: (result: string) => bigint,
  what: string,
  { timeoutMs = 8_000, request = (url, init) => fetch(url, init) }: EthCallOptions = {},
): Promise<bigint> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [call, 'latest'] })
  const failures: string[] = []
  for (const url of urls) {
    try {
      const res = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!res.ok) throw new Error(`status ${res.status}`)
      const result = ((await res.json()) as { result?: unknown } | null)?.result
      if (typeof result !== 'string') throw new Error('no result')
      return read(result)
    } catch (e) {
      failures.push(`${url}: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  throw new Error(`${what} (${failures.join('; ') || 'no endpoint'})`)
}

/** An answer of exactly one 32-byte word, as a number; anything else is no answer. */
export function oneWord(result: string): bigint {
  if (!/^0x[0-9a-fA-F]{64}$/.test(result)) throw new Error('not one word')
  return BigInt(result)
}

import { createServer } from 'node:http'

/**
 * A loopback JSON-RPC proxy that waits `latencyMs` before forwarding each HTTP request to `target`, and
 * counts them: `{ url, requests, close() }`. Every chain benchmark measures through one.
 * @param {string} target
 * @param {number} latencyMs
 */
export async function latencyProxy(target, latencyMs) {
  const state = { requests: 0, url: '', close: async () => {} }
  const server = createServer(async (req, res) => {
    state.requests++
    const chunks = []
    for await (const c of req) chunks.push(c)
    await new Promise((r) => setTimeout(r, latencyMs))
    const upstream = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    res.setHeader('content-type', 'application/json')
    res.end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  state.url = `http://127.0.0.1:${server.address().port}`
  state.close = () => new Promise((r) => server.close(r))
  return state
}

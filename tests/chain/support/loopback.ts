import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC request as the endpoint received it. */
export type RpcRequest = { id: unknown; method: string; params?: unknown[] }

/**
 * How a loopback endpoint behaves: forward to a real node (optionally answering some requests itself, as a
 * node that refuses them would: `intercept` returns the JSON-RPC error to send, or undefined to forward),
 * fail with a status, or never answer.
 */
export type Mode =
  | {
      kind: 'forward'
      target: string
      delayMs?: number
      intercept?: (request: RpcRequest) => { code: number; message: string } | undefined
    }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }

/**
 * A loopback HTTP server under a test's control that counts requests, and the hung ones the client gave up
 * on (closed before any answer: its timeout fired).
 */
export type Loopback = {
  url: string
  requests: number
  abandoned: number
  mode: Mode
  close(): Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
  })

/** Starts a JSON-RPC endpoint on 127.0.0.1 whose behaviour the test switches through `mode`. */
export async function startRpcEndpoint(mode: Mode): Promise<Loopback> {
  const sockets = new Set<import('node:net').Socket>()
  const state: Loopback = { url: '', requests: 0, abandoned: 0, mode, close: async () => {} }
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    state.requests++
    const body = await readBody(req)
    const m = state.mode
    if (m.kind === 'hang') {
      res.on('close', () => {
        if (!res.writableEnded) state.abandoned++
      })
      return
    }
    if (m.kind === 'status') {
      res.statusCode = m.status
      res.end('unavailable')
      return
    }
    if (m.delayMs) await new Promise((r) => setTimeout(r, m.delayMs))
    if (m.intercept) {
      const parsed = JSON.parse(body.toString('utf8')) as RpcRequest | RpcRequest[]
      const single = Array.isArray(parsed) ? null : parsed
      const refusal = single ? m.intercept(single) : undefined
      if (single && refusal) {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ jsonrpc: '2.0', id: single.id, error: refusal }))
        return
      }
      // A batch: the refused requests are answered here, the rest forwarded together, the answers merged.
      if (Array.isArray(parsed) && parsed.some((r) => m.intercept?.(r))) {
        const refused = parsed.flatMap((r) => {
          const error = m.intercept?.(r)
          return error ? [{ jsonrpc: '2.0', id: r.id, error }] : []
        })
        const rest = parsed.filter((r) => !m.intercept?.(r))
        const forwarded = rest.length
          ? ((await (
              await fetch(m.target, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(rest),
              })
            ).json()) as unknown[])
          : []
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify([...forwarded, ...refused]))
        return
      }
    }
    const upstream = await fetch(m.target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(body),
    })
    res.setHeader('content-type', 'application/json')
    res.end(Buffer.from(await upstream.arrayBuffer()))
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy()
      server.close(() => r())
    })
  return state
}

/** Starts an HTTP server that answers every GET with the given status and JSON, recording the requests. */
export async function startJsonServer(
  reply: (url: string, headers: IncomingMessage['headers']) => { status: number; body: unknown },
) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = []
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const { status, body } = reply(req.url ?? '', req.headers)
    res.statusCode = status
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

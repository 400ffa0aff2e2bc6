import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/**
 * Finds the anvil binary from the `@foundry-rs/anvil` npm package: the platform package's binary first
 * (no Node wrapper in between, so signals reach anvil directly), then whatever that package declares.
 * @returns {string}
 */
export function resolveAnvilBinary() {
  if (process.env.BILLETERA_ANVIL_BIN) return process.env.BILLETERA_ANVIL_BIN
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
    const bin = join(dirname(pkg), 'bin', exe)
    if (existsSync(bin)) return bin
  } catch {}
  const wrapper = require.resolve('@foundry-rs/anvil/package.json')
  const { bin } = require('@foundry-rs/anvil/package.json')
  const rel = typeof bin === 'string' ? bin : bin.anvil
  return join(dirname(wrapper), rel)
}

/**
 * Rejects with a message naming the port when something already listens on host:port.
 * @param {number} port
 * @param {string} host
 */
export function assertPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (err) => {
      const why =
        /** @type {NodeJS.ErrnoException} */ (err).code === 'EADDRINUSE'
          ? 'is already in use'
          : `cannot be used (${err.message})`
      reject(
        new Error(
          `Devnet port ${port} on ${host} ${why}. Stop whatever listens there or pick other ports with BILLETERA_DEVNET_PORT.`,
        ),
      )
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)))
  })
}

/** Asks the OS for a free loopback port (used by the cache build, which must not clash with a running devnet). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host }, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * @typedef {{ chainId: number, port: number, host: string, rpcUrl: string, stop: () => Promise<void> }} AnvilNode
 */

/**
 * Starts one anvil and resolves once it answers JSON-RPC.
 * @param {{ chainId: number, port: number, host: string, baseFee: bigint, loadState?: string, build?: boolean }} opts
 * @returns {Promise<AnvilNode>}
 */
export async function startAnvil({ chainId, port, host, baseFee, loadState, build = false }) {
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  args.push('--block-base-fee-per-gas', baseFee.toString(), '--silent')
  // Only the build lifts the size limit (Aave's configurator sits near it); the served chains keep mainnet rules.
  if (build) args.push('--disable-code-size-limit', '--gas-limit', '100000000')
  if (loadState) args.push('--load-state', loadState)
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr += d
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const rpcUrl = `http://${host}:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`anvil (chain ${chainId}, port ${port}) exited: ${stderr.trim()}`)
    try {
      const res = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (res.ok) break
    } catch {}
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil (chain ${chainId}, port ${port}) did not answer within 15 s`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  return { chainId, port, host, rpcUrl, stop }
}

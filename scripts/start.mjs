#!/usr/bin/env node
// `npm start`: installs if needed, starts the four local chains (devnet/), then serves the app on
// http://127.0.0.1:5173 (PORT overrides) and its signer, the key worker's own origin (src/signer), on the app's
// port + 100 (http://127.0.0.1:5273). One Ctrl-C stops everything.
import { ensureInstalled } from './lib/prerequisites.mjs'

ensureInstalled()

const started = Date.now()
const { startDevnet } = await import('../devnet/index.mjs')
const { createServer } = await import('vite')

let devnet
let server
let signer
let stopping = false
async function stop(code = 0) {
  if (stopping) return
  stopping = true
  console.log('\nStopping Billetera…')
  // The chains first: vite's dev server answers SIGTERM itself, closing and exiting the process as soon as it is
  // closed, which left the four anvils running when they came last. Their stop sends each its signal at once.
  const chains = devnet?.stop().catch(() => {})
  await server?.close().catch(() => {})
  await signer?.close().catch(() => {})
  await chains
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

try {
  devnet = await startDevnet({
    basePort: Number(process.env.BILLETERA_DEVNET_PORT ?? 8545),
    log: console.log,
  })
  // The devnet app, whatever the shell says: `npm run build` is what makes the mainnet one (README).
  process.env.VITE_BILLETERA_PROFILE = 'devnet'
  const port = Number(process.env.PORT ?? 5173)
  server = await createServer({ mode: 'development', server: { port } })
  // The signer's page on its own origin: the app frames it and reaches the key worker only through it.
  signer = await createServer({
    configFile: 'vite.signer.config.ts',
    mode: 'development',
    server: { port: port + 100 },
  })
  await Promise.all([server.listen(), signer.listen()])
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`)
  await stop(1)
}

const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`
console.log(`\nBilletera is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`)
console.log(`  its signer (keys and storage): ${signer.resolvedUrls?.local[0] ?? ''}`)
for (const chain of Object.values(devnet.manifest.chains))
  console.log(`  chain ${chain.chainId}: ${chain.rpcUrl}`)
console.log('Fund a wallet with test tokens: npm run devnet:fund -- <address>   ·   Ctrl-C stops everything.')

#!/usr/bin/env node
// `npm run devnet`: serves the four local chains until Ctrl-C. BILLETERA_DEVNET_PORT moves the ports.
import { startDevnet } from '../devnet/index.mjs'

const devnet = await startDevnet().catch((err) => {
  console.error(`[devnet] ${err.message}`)
  process.exit(1)
})
console.log(`[devnet] manifest: ${devnet.manifestPath}`)
for (const chain of Object.values(devnet.manifest.chains))
  console.log(`[devnet] chain ${chain.chainId}: ${chain.rpcUrl}`)
console.log('[devnet] fund a wallet with: npm run devnet:fund -- <address>   (Ctrl-C stops the chains)')

let stopping = false
const shutdown = async () => {
  if (stopping) return
  stopping = true
  await devnet.stop()
  console.log('[devnet] stopped')
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

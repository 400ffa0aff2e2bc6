#!/usr/bin/env node
// `npm run devnet:build`: rebuilds devnet/.cache (compiled contracts and dumped chain state) from source.
// `npm start` and the chain tests do this on their own when the cache is missing or stale.
import { ensureCache } from '../devnet/index.mjs'

const started = performance.now()
try {
  await ensureCache({
    force: process.argv.includes('--force') || !process.argv.includes('--if-stale'),
    log: (line) => console.log(`[devnet] ${line}`),
  })
  console.log(`[devnet] cache ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} catch (err) {
  console.error(`[devnet] build failed: ${err instanceof Error ? err.stack : err}`)
  process.exitCode = 1
}

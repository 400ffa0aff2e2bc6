#!/usr/bin/env node
// `npm run devnet:fund -- <address>`: gives the address the faucet amounts on all four running chains.
import { formatUnits, isAddress } from 'viem'
import { FAUCET_AMOUNTS, fund, readManifest } from '../devnet/index.mjs'

const address = process.argv[2]
if (!address || !isAddress(address, { strict: false })) {
  console.error('usage: npm run devnet:fund -- <0x address>')
  process.exit(1)
}
try {
  const manifest = readManifest()
  const result = await fund(manifest, address)
  for (const [chainId, { native, tokens }] of Object.entries(result)) {
    const coin = chainId === '137' ? 'MATIC' : 'ETH'
    const list = Object.keys(tokens).map(
      (s) => `${FAUCET_AMOUNTS.tokens[/** @type {keyof typeof FAUCET_AMOUNTS.tokens} */ (s)]} ${s}`,
    )
    console.log(`chain ${chainId}: ${formatUnits(native, 18)} ${coin}, ${list.join(', ')}`)
  }
} catch (err) {
  const reason = err instanceof Error ? err.message : String(err)
  console.error(
    /fetch failed|ECONNREFUSED/.test(reason)
      ? 'The devnet is not running: start it with npm run devnet (or npm start).'
      : reason,
  )
  process.exit(1)
}

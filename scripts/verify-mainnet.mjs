#!/usr/bin/env node
// `npm run verify:mainnet`: before publishing, reads every catalogue contract on the four networks through the
// mainnet profile's public endpoints (no key) and prints what it found; exits 1 on a mismatch. The check is
// TypeScript (scripts/verifyMainnet/), loaded through Vite as the benchmarks load the app's modules.
// Options: --profile devnet (the running devnet's manifest, or --manifest <path>), --rpc <network>=<url>,
// --network <network>. README "Before publishing".
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const entry = fileURLToPath(new URL('./verifyMainnet/main.ts', import.meta.url))
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'silent' })
process.exitCode = await module.main(process.argv.slice(2))

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { MANIFEST_PATH } from './paths.mjs'

/**
 * The file the app's devnet profile and the tests read (devnet/manifest.json). Addresses are checksummed
 * where they are mainnet's, lowercase otherwise; compare them case-insensitively.
 * @typedef {`0x${string}`} Address
 * @typedef {{ id: `0x${string}`, loanToken: Address, collateralToken: Address, oracle: Address, irm: Address, lltv: string }} MorphoMarket
 * @typedef {{
 *   chainId: number,
 *   rpcUrl: string,
 *   contracts: Record<string, Address> & { multicall3: Address },
 *   tokens: Record<string, Address>,
 *   priceFeeds: Record<string, Address>,
 *   markets?: { morphoDai: MorphoMarket, convexPid: number },
 *   aTokens?: Record<string, Address>,
 *   variableDebtTokens?: Record<string, Address>,
 *   ensNames?: Record<string, Address | null>,
 * }} DevnetChain
 * @typedef {{ argentinaDatos: string, defiLlamaYields: string, worldBank: string }} WebApis loopback base URLs of the recorded web APIs (webApis.mjs)
 * @typedef {{ profile: 'devnet', owner: Address, chains: Record<string, DevnetChain>, webApis?: WebApis }} DevnetManifest
 */

/**
 * Writes the manifest atomically, so a reader never sees half a file.
 * @param {DevnetManifest} manifest
 */
export function writeManifest(manifest, path = MANIFEST_PATH) {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  writeFileSync(tmp, `${JSON.stringify(manifest, null, 2)}\n`)
  renameSync(tmp, path)
  return path
}

/** @returns {DevnetManifest} */
export function readManifest(path = MANIFEST_PATH) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (err) {
    throw new Error(`No devnet manifest at ${path}: start the devnet first (npm run devnet).`, { cause: err })
  }
}

import { BaseError, createPublicClient, fallback, http } from 'viem'
import { readManifest } from '../../devnet/manifest.mjs'
import { type DevnetManifest, devnetProfile } from '../../src/chain/devnetProfile'
import { type ChainProfile, mainnetProfile } from '../../src/chain/profile'
import { networkIds, networks } from '../../src/domain/catalogue/networks'
import { parseVerifyArgs, USAGE, type VerifyOptions } from './args'
import { formatSummary, formatTable } from './table'
import { catalogueRows, catalogueTargets } from './targets'
import type { Row } from './types'
import { verifyNetwork } from './verifyNetwork'

/**
 * `npm run verify:mainnet`: reads every catalogue contract through the profile's endpoints, one network at a
 * time, prints the table and a summary, and gives the exit code: 0 when nothing failed (warnings are live
 * state the app handles), 1 when a row failed, 2 when the command line could not be read.
 */
export async function main(
  argv: readonly string[],
  print: (text: string) => void = console.log,
): Promise<number> {
  let options: VerifyOptions
  try {
    options = parseVerifyArgs(argv)
  } catch (error) {
    print(`${error instanceof Error ? error.message : error}\n${USAGE}`)
    return 2
  }
  const profile = buildProfile(options)
  const targets = catalogueTargets(profile)
  const rows: Row[] = [...catalogueRows(profile)]
  const chosen = options.networks.length ? options.networks : [...networkIds]
  print(
    `Checking the ${profile.name} profile's catalogue on ${chosen.map((n) => networks[n].name).join(', ')}…`,
  )
  for (const network of chosen) {
    const urls = profile.networks[network].rpcUrls
    const client = createPublicClient({
      transport: fallback(
        urls.map((url) =>
          http(url, { batch: { batchSize: 20 }, timeout: profile.rpcTimeoutMs, retryCount: 1 }),
        ),
      ),
    })
    try {
      rows.push(...(await verifyNetwork(client, network, targets[network], profile)))
    } catch (error) {
      const reason = error instanceof BaseError ? error.shortMessage : String(error)
      rows.push({
        network,
        contract: 'endpoint',
        check: 'reachable',
        status: 'fail',
        detail: `${urls.join(', ')}: ${reason.split('\n')[0]}`,
      })
    }
  }
  print(formatTable(rows))
  print('')
  print(formatSummary(rows))
  return rows.some((r) => r.status === 'fail') ? 1 : 0
}

function buildProfile(options: VerifyOptions): ChainProfile {
  const userRpcUrls = Object.fromEntries(Object.entries(options.rpc).map(([id, url]) => [id, [url]]))
  const profile =
    options.profile === 'devnet'
      ? devnetProfile(readManifest(options.manifest) as DevnetManifest)
      : mainnetProfile({ keys: {}, userRpcUrls: {} })
  // An endpoint given on the command line replaces the profile's, so a mismatch is never hidden by a fallback.
  for (const [id, urls] of Object.entries(userRpcUrls))
    profile.networks[id as keyof typeof profile.networks].rpcUrls = urls
  return profile
}

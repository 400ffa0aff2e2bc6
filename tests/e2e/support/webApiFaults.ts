import { readFileSync } from 'node:fs'
import type { DevnetManifest } from '../../../src/chain/devnetProfile'
import { e2eManifestPath } from '../globalSetup'

/** A fault of one recorded web API (devnet/webApis.mjs): down = HTTP 503, malformed = JSON of another shape. */
export type WebApiFaults = Partial<Record<'argentinadatos' | 'worldbank' | 'defillama', 'down' | 'malformed'>>

/**
 * Makes the e2e devnet's recorded web APIs fail (`{}` heals them), through its loopback fault switch
 * (`POST /__faults`), which only a process on this machine can reach, never the page.
 */
export async function setWebApiFaults(faults: WebApiFaults): Promise<void> {
  const manifest = JSON.parse(readFileSync(e2eManifestPath, 'utf8')) as DevnetManifest
  const origin = new URL(String(manifest.webApis?.worldBank)).origin
  const res = await fetch(`${origin}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  })
  if (!res.ok) throw new Error(`fault switch answered ${res.status}`)
}

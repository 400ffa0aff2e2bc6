import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Prints the gzipped sizes of the chunks of the vaults (/inflation, /vault) and loans (/loans, lending) screens
 * and of the key vault worker: their own files, loaded only when opened.
 */
export function printLazyChunks(outDir) {
  const assets = join(outDir, 'assets')
  console.log('Chunks loaded only when opened (gzipped):')
  for (const name of readdirSync(assets).sort()) {
    if (!/^(vault|vaults|inflation|loans|lending|aaveLending)[-.]/i.test(name) || !name.endsWith('.js'))
      continue
    const gz = gzipSync(readFileSync(join(assets, name)), { level: 9 }).length
    console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${name}`)
  }
}

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
let index

/**
 * Loads a Hardhat artifact shipped by @aave/core-v3 by contract name (real, audited bytecode).
 * @param {string} name
 * @returns {{ abi: any[], bytecode: string, linkReferences: Record<string, Record<string, { start: number, length: number }[]>> }}
 */
export function aaveArtifact(name) {
  if (!index) {
    index = new Map()
    const walk = (dir) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry)
        if (statSync(path).isDirectory()) walk(path)
        else if (entry.endsWith('.json') && !entry.endsWith('.dbg.json')) index.set(entry.slice(0, -5), path)
      }
    }
    walk(join(dirname(require.resolve('@aave/core-v3/package.json')), 'artifacts', 'contracts'))
  }
  const path = index.get(name)
  if (!path) throw new Error(`no @aave/core-v3 artifact named ${name}`)
  return JSON.parse(readFileSync(path, 'utf8'))
}

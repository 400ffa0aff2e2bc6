import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md §1: arrows only point down, type-only imports included. Each layer of src/ may import itself and
// the layers listed here, nothing else. A view never imports src/chain, the key worker or the signer: it talks
// to a machine. The page reaches the vault only through its channel (workers/vaultClient, whose API types are
// workers/vaultApi) and reads none of the vault's records itself.
const src = resolve('src')
const allowed: Record<string, string[]> = {
  routes: ['ui', 'machines', 'domain'],
  ui: ['machines', 'domain'],
  machines: ['chain', 'workers', 'domain'],
  chain: ['workers', 'domain'],
  workers: ['domain'],
  signer: ['workers', 'domain'],
  // Each origin's service worker (src/serviceWorker): its own small file, importing nothing of the app.
  serviceWorker: [],
  domain: [],
}
/** What of src/workers the app's machines and chain layer may import: the vault's channel, and the legacy reader. */
const workersDoors = [
  'workers/vaultClient',
  'workers/vaultApi',
  'workers/legacyWallet',
  'workers/errorTransfer',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}

const layerOf = (path: string) => relative(src, path).split('/')[0] ?? ''

/** Every relative import of a file (static, dynamic, type-only, re-export), resolved to a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) =>
    resolve(dirname(file), m[1] as string),
  )
}

function violations(): string[] {
  const found: string[] = []
  for (const file of sourceFiles(src)) {
    const from = layerOf(file)
    const rules = allowed[from]
    if (!rules) continue
    for (const target of importsOf(file)) {
      const to = layerOf(target)
      if (to === from || !(to in allowed)) continue
      const where = relative(src, target)
      const ok =
        rules.includes(to) &&
        !(
          to === 'workers' &&
          from !== 'signer' &&
          !workersDoors.some((door) => where === door || where.startsWith(`${door}.`))
        )
      if (!ok) found.push(`${relative(src, file)} → ${where}`)
    }
  }
  return found
}

describe('the layers (DESIGN.md §1)', () => {
  it('has no import against them, type-only ones included', () => {
    expect(violations()).toEqual([])
  })

  it('finds one when there is one (the check reads what it should)', () => {
    const ui = sourceFiles(join(src, 'ui')).flatMap(importsOf).map(layerOf)
    expect(ui).toContain('machines')
    expect(ui).toContain('domain')
    expect(importsOf(join(src, 'chain/pipeline/types.ts')).map((p) => relative(src, p))).toEqual([
      'domain/write/types',
    ])
  })
})

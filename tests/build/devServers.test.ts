import { resolve } from 'node:path'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

// `npm start` runs the app's dev server and the signer's side by side (scripts/start.mjs). Sharing one dependency
// cache, the signer's optimising of the key worker's dependencies replaced the app's, and the first import of a
// wallet ended in "Failed to fetch dynamically imported module"; found only as the worker loaded, those
// dependencies also reloaded the signer's frames in the middle of it.
// Resolving a config loads it and its plugins (2 s alone, over 5 s in a loaded CI run): a generous limit, since
// only the result is asserted, never how long it took.
describe('the two dev servers of npm start', { timeout: 60_000 }, () => {
  const root = resolve(import.meta.dirname, '../..')
  const serve = (configFile: string) =>
    resolveConfig({ configFile: resolve(root, configFile), mode: 'development', logLevel: 'silent' }, 'serve')

  it('keep their optimised dependencies apart', async () => {
    const [app, signer] = await Promise.all([serve('vite.config.ts'), serve('vite.signer.config.ts')])
    expect(signer.cacheDir).not.toBe(app.cacheDir)
  })

  it('the signer optimises the key worker’s dependencies before its first page, not as the worker loads', async () => {
    const signer = await serve('vite.signer.config.ts')
    const entries = [signer.optimizeDeps.entries ?? []].flat().map((entry) => resolve(signer.root, entry))
    expect(entries).toContain(resolve(root, 'src/workers/vault.worker.ts'))
  })
})

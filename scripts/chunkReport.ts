import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** One JavaScript file of the build, as tests/build/bundleBudget.test.ts reads it. */
export type ChunkReportEntry = {
  file: string
  /** The module the chunk stands for (a route's split component, an entry), relative to the root. */
  facade: string | null
  isEntry: boolean
  isDynamicEntry: boolean
  /** Files this one imports statically (they load with it) and dynamically (they load when asked for). */
  imports: string[]
  dynamicImports: string[]
  /** The modules in it, relative to the root (`node_modules/…` for libraries). */
  modules: string[]
}

/** Where the report lands in the build's output directory (not precached: the service worker takes no JSON). */
export const CHUNK_REPORT = '.vite/chunks.json'

/**
 * Writes the build's chunk graph to `dist/.vite/chunks.json`: every JavaScript file, what it imports and the
 * modules in it. The size budgets (DESIGN.md §9) are checked on it: which files the first screen loads, and
 * what each screen adds.
 */
export function chunkReportPlugin(root = process.cwd()): Plugin {
  // A library is named from node_modules on, wherever node_modules really is (a link to a shared copy).
  const rel = (id: string) => {
    const path = id.replace(/^\0/, '').replace(/\\/g, '/')
    const lib = path.lastIndexOf('/node_modules/')
    return lib >= 0 ? path.slice(lib + 1) : relative(root, path).replace(/\\/g, '/')
  }
  return {
    name: 'billetera-chunk-report',
    apply: 'build',
    // After Vite's CSS plugin, which drops the chunks that held only style sheets.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const js = (files: readonly string[]) => files.filter((f) => bundle[f]?.type === 'chunk')
      const chunks: ChunkReportEntry[] = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                file: c.fileName,
                facade: c.facadeModuleId ? rel(c.facadeModuleId) : null,
                isEntry: c.isEntry,
                isDynamicEntry: c.isDynamicEntry,
                imports: js(c.imports),
                dynamicImports: js(c.dynamicImports),
                modules: c.moduleIds.map(rel),
              },
            ]
          : [],
      )
      this.emitFile({ type: 'asset', fileName: CHUNK_REPORT, source: `${JSON.stringify(chunks, null, 1)}\n` })
    },
  }
}

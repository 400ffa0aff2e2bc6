import { resolve } from 'node:path'

/** What a code-splitting `name` function can ask of the module graph. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/**
 * A code-splitting group `name` for the app's own modules that the app's start imports statically (what
 * `start`, src/boot.tsx, imports: the session and preferences machines, the route files, the frame, the
 * first texts): all of them in one chunk, and nothing more. A hand-written list of shared modules drifts: a
 * module only later screens use would ride along in it and load with the first screen. Libraries are left to
 * their own groups.
 * @example codeSplitting: { groups: [{ name: startChunkName('src/boot.tsx'), priority: 6 }] }
 */
export function startChunkName(start: string, name = 'start') {
  const root = resolve(start)
  let reachable: Set<string> | null = null
  return (id: string, graph: ModuleGraph): string | null => {
    if (!reachable) {
      reachable = new Set()
      const queue = [root]
      while (queue.length > 0) {
        const next = queue.pop() as string
        if (reachable.has(next)) continue
        reachable.add(next)
        queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []))
      }
    }
    return reachable.has(id) && !/[\\/]node_modules[\\/]/.test(id) ? name : null
  }
}

/**
 * Runs `run` in an idle moment of the main thread, or after `timeoutMs` at the latest (at once where the
 * browser has no requestIdleCallback). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 0)
  return () => window.clearTimeout(handle)
}

/**
 * Resolves in a later task of the event loop, so that what follows does not lengthen the task that is running:
 * `scheduler.yield()` where the browser has it (a continuation that keeps its place ahead of other tasks),
 * else a message to itself (a task, never clamped as nested timers are).
 * @example await nextTask() // the page can paint and answer a tap here
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

import { nextTask } from '../domain/scheduling/nextTask'

export { nextTask }

/**
 * `fetch` started in a task of its own: every JSON-RPC request the app makes when a screen opens (balances on
 * four networks, prices, gas, history) otherwise starts in the task that asked for it, and at a slow phone's
 * speed a `fetch` call costs milliseconds of main thread each; one after another they made the long task after
 * unlocking. The global `fetch` is looked up at call time (tests may stand in for it).
 */
export async function fetchInNextTask(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  await nextTask()
  return globalThis.fetch(input, init)
}

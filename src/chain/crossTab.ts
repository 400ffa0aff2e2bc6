/** A store's lock and change channel, shared by every tab of this origin under one name. */
export type CrossTab = {
  /**
   * Runs a read-modify-write holding the lock, so two tabs changing the store at the same moment both keep
   * their change. Without Web Locks (very old browsers) it runs unguarded.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** Tells every tab (this one included) that the store changed. */
  notify(): void
  /** Calls `onChange` whenever any tab notifies; returns the way to stop. */
  watch(onChange: () => void): () => void
}

/**
 * The cross-tab lock and change channel named `name` (a Web Lock and a BroadcastChannel).
 * @example const tabs = crossTab('billetera-payees'); await tabs.exclusive(write); tabs.notify()
 */
export function crossTab(name: string): CrossTab {
  return {
    exclusive<T>(task: () => Promise<T>): Promise<T> {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
      return locks ? (locks.request(name, task) as unknown as Promise<T>) : task()
    },
    notify() {
      if (typeof BroadcastChannel === 'undefined') return
      const channel = new BroadcastChannel(name)
      channel.postMessage({ type: 'changed' })
      channel.close()
    },
    watch(onChange) {
      if (typeof BroadcastChannel === 'undefined') return () => {}
      const channel = new BroadcastChannel(name)
      channel.onmessage = () => onChange()
      return () => channel.close()
    },
  }
}

import { startTransition, useDeferredValue, useEffect, useState } from 'react'

/**
 * A deferred value with a first value of its own: the first render gets `initial` (cheap, on screen at once),
 * and `value` follows in a background render that React slices and that a tap interrupts; after that it
 * follows `value` as `useDeferredValue` does. React 19's `useDeferredValue(value, initial)`, on React 18.
 * @example const later = useDeferredFrom(true, false) // the heavy half of a screen renders after its top
 */
export function useDeferredFrom<T>(value: T, initial: T): T {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    startTransition(() => setStarted(true))
  }, [])
  const deferred = useDeferredValue(value)
  return started ? deferred : initial
}

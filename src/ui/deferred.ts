import { useEffect, useState } from 'react'

/**
 * A value that follows `value` one paint behind: the screen paints what it had (or `initialValue` on its
 * first render), and the new value renders in the task after, once the browser has painted. React's
 * useDeferredValue does this with a background render in short slices; the app runs on Preact
 * (preact/compat), whose useDeferredValue hands the value back at once, so a screen's heavy part would render
 * in the same long task as what is above it.
 * @example const later = useDeferredValue(true, false) // false on the first paint, true right after it
 */
export function useDeferredValue<T>(value: T, ...initialValue: [] | [T]): T {
  const [shown, setShown] = useState<{ value: T }>(() => ({
    value: initialValue.length ? (initialValue[0] as T) : value,
  }))
  // Preact runs effects after the browser paints: the new value renders in a task of its own.
  useEffect(() => {
    setShown((old) => (Object.is(old.value, value) ? old : { value }))
  }, [value])
  return shown.value
}

/**
 * The tabs pattern's keys: the index of the tab that ArrowRight, ArrowLeft (both wrapping), Home or End
 * moves to from tab `at` of `count`, or undefined for any other key.
 */
export function tabKeyTarget(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count
  if (key === 'ArrowLeft') return (at - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

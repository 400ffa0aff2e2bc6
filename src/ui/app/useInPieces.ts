import { startTransition, useEffect, useState } from 'react'

/** How long a stage waits for a frame that may never come (a tab in the background draws none). */
const NO_FRAME_MS = 100

/**
 * Counts the stages of a screen that fills in a piece at a time: 0 as soon as `start` is true, then one more
 * after each frame the browser draws, up to `last`. Each piece's first layout and paint (new text to shape,
 * new boxes) lands in a frame of its own instead of one long frame for all of them; a stage's render is a
 * background render React slices, so a tap never waits for it.
 */
function useFrameStages(start: boolean, last: number): number {
  const [stage, setStage] = useState(0)
  useEffect(() => {
    if (!start || stage >= last) return
    let moved = false
    const next = () => {
      if (moved) return
      moved = true
      startTransition(() => setStage((s) => Math.min(s + 1, last)))
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the frame that draws this stage: its task has ended, so the next render starts in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next)
    })
    const fallback = setTimeout(next, NO_FRAME_MS)
    return () => {
      moved = true
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      clearTimeout(fallback)
    }
  }, [start, stage, last])
  return start ? stage : 0
}

/**
 * How many items of a long list to draw as its screen fills in: `sizes[0]` as soon as `start` is true (what is
 * on screen), then `sizes[1]`, … and then all of them, a frame apart; `all` a frame after that, for what
 * follows the list, so it comes below the last piece and never moves.
 * @example const { shown, all } = useInPieces(ready, [2, 5]) // 2 cards, 5, every card, then the panels below
 */
export function useInPieces(start: boolean, sizes: readonly number[]): { shown: number; all: boolean } {
  const stage = useFrameStages(start, sizes.length + 1)
  return { shown: sizes[stage] ?? Number.POSITIVE_INFINITY, all: start && stage === sizes.length + 1 }
}

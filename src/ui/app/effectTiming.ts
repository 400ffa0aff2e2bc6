import { options } from 'preact'

/**
 * When Preact runs effects (useEffect): after the browser has painted the render, as it does by default, or
 * at the start of the person's next key press, tap or click if that comes first.
 *
 * React runs the effects of a render a tap or a key caused before the next input event is handled; Preact
 * waits for the next frame. A dialog opened with Enter and closed with Escape a moment later (a fast hand, a
 * keyboard test) then met no Escape listener yet: Radix adds it in an effect. So effects still pending when an
 * input event arrives run first, in a capturing listener on window, before any listener on the page sees it.
 */
let pending: (() => void) | null = null
/** Which wait is the current one: a wait whose effects an input event ran already leaves the next ones be. */
let wait = 0

function runPending() {
  const run = pending
  pending = null
  run?.()
}

/** Preact's own wait: the next animation frame, or 35 ms in a tab that paints none (hidden). */
function afterNextFrame(mine: number) {
  const done = () => {
    clearTimeout(timeout)
    cancelAnimationFrame(frame)
    setTimeout(() => mine === wait && runPending())
  }
  const timeout = setTimeout(done, 35)
  const frame = requestAnimationFrame(done)
}

options.requestAnimationFrame = (flushEffects) => {
  pending = flushEffects
  wait += 1
  afterNextFrame(wait)
}

const inputEvents = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
] as const
for (const type of inputEvents) window.addEventListener(type, runPending, { capture: true, passive: true })

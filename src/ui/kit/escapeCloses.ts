import { useLayoutEffect, useRef } from 'react'

/** An open dialog as Escape sees it: how to close it, and whether it must not close now (busy). */
type Layer = { close: () => void; holds: () => boolean }

/** The open dialogs, the last opened on top. */
const layers: Layer[] = []

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape') return
  const top = layers.at(-1)
  if (!top) return
  event.preventDefault()
  if (!top.holds()) top.close()
}

/**
 * Escape closes the dialog on top of what is on screen: an open dialog joins the stack in the commit that
 * draws it and leaves it in the commit that takes it away, so a key pressed as soon as the screen changes goes
 * to the dialog the person sees on top. Radix's own Escape is not used (`onEscapeKeyDown` prevents it): it
 * listens only from the layer that was highest at its last render, and when a dialog over another closes, the
 * one below becomes highest a render later, in a task of its own after the one that took the top away (5–40 ms
 * on the test machine, longer on a busy phone). An Escape in between went nowhere: Settings stayed open after
 * its confirmation closed (newRecipient.spec, issue 39). Likewise, as a confirmation appeared, an Escape still
 * went to the panel below and closed both.
 * @example useEscapeCloses(open, () => setOpen(false), busy)
 */
export function useEscapeCloses(open: boolean, close: () => void, busy = false) {
  const latest = useRef({ close, busy })
  useLayoutEffect(() => {
    latest.current = { close, busy }
  })
  useLayoutEffect(() => {
    if (!open) return
    const layer: Layer = { close: () => latest.current.close(), holds: () => latest.current.busy }
    if (layers.length === 0) document.addEventListener('keydown', onKeyDown, true)
    layers.push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown, true)
    }
  }, [open])
}

import './ui/styles.css'

/** Resolves once the next frame has painted, or soon in a tab that paints none (hidden). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0)
    requestAnimationFrame(done)
    setTimeout(done, 100)
  })
}

// index.html's boot shell (scripts/bootShell.ts) paints first, then the app's JavaScript runs: on a slow phone
// the first thing on screen does not wait for React, the router and the machines to be evaluated. Their files
// are already on their way (index.html preloads them).
await afterPaint()
// React, the router and XState first, then the app's own modules: two short tasks instead of one long one.
await import('react-dom/client')
await new Promise((resolve) => setTimeout(resolve, 0))
await import('./boot')

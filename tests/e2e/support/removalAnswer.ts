import type { Page } from '@playwright/test'

/**
 * Drops the removal frame's "done" (REMOVED) before the app hears it: the order a loaded machine can give, where
 * the key worker's lock takes the wallet's screens, and the frame with them, away before that answer comes. A
 * capture listener on the app's own window only (the signer's frames run the init script too).
 */
export async function dropRemovalAnswer(page: Page): Promise<void> {
  await page.addInitScript((removed) => {
    if (window !== window.top) return
    window.addEventListener(
      'message',
      (event) => {
        if ((event.data as { type?: unknown } | null)?.type === removed) event.stopImmediatePropagation()
      },
      true,
    )
  }, 'billetera-signer-removed')
}
